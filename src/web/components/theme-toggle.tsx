/** @module Light/dark switch; the choice persists and is applied to <html> (see the boot script in index.html). */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../lib/storage';
import { Button } from './button';

const Theme = z.enum(['light', 'dark']);
type Theme = z.infer<typeof Theme>;
const KEY = 'newsroom.theme';

function initialTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : readStored(KEY, Theme, 'light');
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="secondary"
      scale="sm"
      onClick={() => {
        writeStored(KEY, next);
        setTheme(next);
      }}
    >
      {/* The visible words start the accessible name (axe: label-content-name-mismatch). */}
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span> {theme === 'dark' ? 'Dark' : 'Light'}
      <span className="sr-only">: Switch to {next} theme</span>
    </Button>
  );
}
