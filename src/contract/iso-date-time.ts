/** @module The instant format of every date the API writes (its own module so the opt-in table can use it). */
import { z } from 'zod';

/** ISO 8601 UTC with milliseconds, e.g. 2025-11-09T14:30:34.000Z. */
export const IsoDateTime = z.iso.datetime({ offset: false, precision: 3 });
