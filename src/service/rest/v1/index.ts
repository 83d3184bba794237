/** @module REST v1: every route of the version, in one table. */
import type { FastifyInstance } from 'fastify';
import type { RestDeps } from '../rest-deps';
import { registerArticlesV1 } from './articles-route';
import { registerSourcesV1 } from './sources-route';

export function registerRestV1(app: FastifyInstance, deps: RestDeps): void {
  registerArticlesV1(app, deps);
  registerSourcesV1(app, deps);
}
