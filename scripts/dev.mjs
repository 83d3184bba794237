// `npm run dev`: the service (restarted on change by tsx watch) plus Vite with HMR, whose proxy
// injects the local key. Vite starts once the service answers, so the key file exists.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [];
const run = (command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

run('npx', ['tsx', 'watch', 'src/main.ts'], { NEWSROOM_DASHBOARD: '0' });

const deadline = Date.now() + 180_000;
while (Date.now() < deadline) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    if (res.ok) break;
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
run('npx', ['vite']);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
