/**
 * @module While active, each new article the live feed delivers becomes a browser notification naming the
 * saved search; clicking one brings the dashboard's tab forward.
 */
import { useEffect } from 'react';
import type { ArticleV2 } from '../../../../contract';

export type OnArrival = (listener: (article: ArticleV2) => void) => () => void;

export function useArrivalNotifications(onArrival: OnArrival, active: boolean, name: string): void {
  useEffect(() => {
    if (!active || typeof Notification === 'undefined') return;
    return onArrival((article) => {
      const notification = new Notification(`${name}: new article`, {
        body: `${article.title} (${article.source})`,
        // One per article: an update of the same link replaces its notification instead of adding one.
        tag: article.link,
      });
      notification.onclick = () => window.focus();
    });
  }, [onArrival, active, name]);
}
