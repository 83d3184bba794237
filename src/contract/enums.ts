/** @module Closed value sets of the wire: categories, exchanges, sentiment labels, ordering. */
import { z } from 'zod';

export const CATEGORIES = [
  'markets',
  'economy',
  'business',
  'politics',
  'geopolitics',
  'regulation',
  'technology',
  'energy',
  'commodities',
  'crypto',
  'health',
  'climate',
  'security',
] as const;
export const Category = z.enum(CATEGORIES);
export type Category = z.infer<typeof Category>;

export const EXCHANGES = [
  'NASDAQ',
  'NYSE',
  'NYSE_AMERICAN',
  'LONDON_STOCK_EXCHANGE',
  'FRANKFURT_STOCK_EXCHANGE',
  'EURONEXT_STOCK_EXCHANGE',
  'TOKYO_STOCK_EXCHANGE',
  'SHANGHAI_STOCK_EXCHANGE',
  'SHENZHEN_STOCK_EXCHANGE',
  'HONGKONG_STOCK_EXCHANGE',
  'TORONTO_STOCK_EXCHANGE',
  'KOREA_STOCK_EXCHANGE',
  'NATIONAL_STOCK_EXCHANGE',
] as const;
export const Exchange = z.enum(EXCHANGES);
export type Exchange = z.infer<typeof Exchange>;

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export const Sentiment = z.enum(SENTIMENTS);
export type Sentiment = z.infer<typeof Sentiment>;

export const ORDER_BY = ['publishDate', 'createdAt', 'revisedDate'] as const;
export const OrderBy = z.enum(ORDER_BY);
export type OrderBy = z.infer<typeof OrderBy>;

export const ORDERS = ['ASC', 'DESC'] as const;
export const Order = z.enum(ORDERS);
export type Order = z.infer<typeof Order>;
