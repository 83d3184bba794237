/** @module The article's images; one that fails to load is dropped and counted, never left as an empty box. */
import { useState } from 'react';

export function ArticleImages({ images }: { images: string[] }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const shown = images.filter((src) => !failed.has(src));
  if (images.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      {shown.length > 0 && (
        <div className="flex gap-2 overflow-x-auto">
          {shown.map((src) => (
            <img
              key={src}
              src={src}
              alt=""
              loading="lazy"
              referrerPolicy="no-referrer"
              className="h-32 rounded object-cover"
              onError={() => setFailed((prev) => new Set(prev).add(src))}
            />
          ))}
        </div>
      )}
      {failed.size > 0 && (
        <p className="text-xs text-slate-500">
          {failed.size === 1 ? '1 image' : `${failed.size} images`} could not be loaded from the source.
        </p>
      )}
    </div>
  );
}
