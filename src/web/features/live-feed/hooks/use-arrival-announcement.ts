/**
 * @module What the live region says about the feed: status changes at once, arrivals at most once per
 * ANNOUNCE_EVERY_MS as one count, so a burst of fifty articles is one sentence, not fifty.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
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
  const [spokenStatus, setSpokenStatus] = useState<LiveStatus['kind'] | undefined>(undefined);
  const announced = useRef(received);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A status change is said in the same render it happens (state adjusted during render, not by an effect).
  if (status !== spokenStatus) {
    setSpokenStatus(status);
    const sentence = STATUS_SENTENCE[status];
    if (sentence) setMessage(sentence);
  }

  // Runs when the timer fires, with the counts and pause state of that moment.
  const announceArrivals = useEffectEvent(() => {
    const count = received - announced.current;
    announced.current = received;
    if (count <= 0) return;
    const what = `${count} new article${count === 1 ? '' : 's'}`;
    setMessage(paused ? `${what} waiting (paused).` : `${what} in the live feed.`);
  });

  useEffect(() => {
    // Cleared: start counting again from here.
    if (received < announced.current) announced.current = received;
    if (received === announced.current || timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      announceArrivals();
    }, ANNOUNCE_EVERY_MS);
  }, [received]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return message;
}
