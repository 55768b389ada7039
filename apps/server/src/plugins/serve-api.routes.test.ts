import * as contract from '@portal/contract';
import { splitRouteKey, type TApi, type TRouteKey } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

const isApi = (value: unknown): value is TApi =>
  typeof value === 'object' && value !== null && 'paths' in value && 'schemas' in value && typeof (value as TApi).paths === 'object';

/** Every call of every API definition in the contract (decision 014). */
const definedRoutes: { name: string; key: string; routeKey: TRouteKey }[] = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  isApi(value) ? Object.entries(value.paths).map(([key, routeKey]) => ({ name, key, routeKey })) : [],
);

describe('API definitions (decision 014)', () => {
  const ctx = useTestApp();

  it('the contract defines calls', () => {
    expect(definedRoutes.length).toBeGreaterThan(0);
  });

  it.each(definedRoutes)('$name.$key ($routeKey) is served', ({ routeKey }) => {
    const { method, path } = splitRouteKey(routeKey);
    expect(ctx.app.hasRoute({ method, url: path })).toBe(true);
  });
});
