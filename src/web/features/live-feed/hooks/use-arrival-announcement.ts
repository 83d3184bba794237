/**
 * @module What the live region says about the feed: status changes at once, arrivals at most once per
 * ANNOUNCE_EVERY_MS as one count, so a burst of fifty articles is one sentence, not fifty.
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveStatus } from '../lib/live-feed';

export const ANNOUNCE_EVERY_MS = 10_000;

const STATUS_SENTENCE: Partial<Record<LiveStatus['kind'], string>> = {
  off: 'Live feed off.',
  live: 'Live feed connected.',
  paused: 'Live feed paused; new articles wait until you resume.',
  reconnecting: 'Live feed disconnected; reconnecting.',
};

export function useArrivalAnnouncement(
  received: number,
  status: LiveStatus['kind'],
  paused: boolean,
): string {
  const [message, setMessage] = useState('');
  const announced = useRef(received);
  const latest = useRef({ received, paused });
  latest.current = { received, paused };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const sentence = STATUS_SENTENCE[status];
    if (sentence) setMessage(sentence);
  }, [status]);

  useEffect(() => {
    // Cleared: start counting again from here.
    if (received < announced.current) announced.current = received;
    if (received === announced.current || timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const count = latest.current.received - announced.current;
      announced.current = latest.current.received;
      if (count <= 0) return;
      const what = `${count} new article${count === 1 ? '' : 's'}`;
      setMessage(latest.current.paused ? `${what} waiting (paused).` : `${what} in the live feed.`);
    }, ANNOUNCE_EVERY_MS);
  }, [received]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return message;
}
