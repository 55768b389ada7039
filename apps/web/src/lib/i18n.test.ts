import { renderHook } from 'vitest-browser-react';
import { describe, expect, it } from 'vitest';
import { addCatalogue, i18n, mergeCatalogues, t, useTranslation } from './i18n';

describe('translator', () => {
  it('reads a nested key of the bundled catalogues, from t and from i18n.t', () => {
    expect(t('common.error')).toBe('오류가 발생했습니다.');
    expect(i18n.t('common.confirm.save')).toBe('저장하시겠습니까?');
  });

  it('fills each {{name}} with its variable, spaces inside the braces allowed; one not passed stays as written', () => {
    addCatalogue({ 'test.json': { i18nTest: { greet: '{{name}}님, {{ count }}건 중 {{done}}건: {{name}}', plain: '그대로 {{x}}' } } });
    expect(t('i18nTest.greet', { name: '홍길동', count: 3, done: 0 })).toBe('홍길동님, 3건 중 0건: 홍길동');
    expect(t('i18nTest.greet', { name: '<b>', count: undefined })).toBe('<b>님, 건 중 {{done}}건: <b>');
    expect(t('i18nTest.plain')).toBe('그대로 {{x}}');
  });

  it('shows a missing key as the key, or its defaultValue (interpolated too)', () => {
    expect(t('i18nTest.none')).toBe('i18nTest.none');
    expect(t('common.error.deeper')).toBe('common.error.deeper');
    expect(t('common.confirm')).toBe('common.confirm');
    expect(t('i18nTest.none', { defaultValue: 'A01' })).toBe('A01');
    expect(t('i18nTest.none', { defaultValue: '{{n}}개', n: 2 })).toBe('2개');
    expect(t('common.error', { defaultValue: '기본' })).toBe('오류가 발생했습니다.');
  });

  it('addCatalogue merges key by key: a later file adds to and overrides an earlier one, other keys stay', () => {
    addCatalogue({ 'a.json': { i18nMerge: { a: '가', nested: { x: '엑스' } } } });
    addCatalogue({ 'b.json': { i18nMerge: { b: '나', nested: { y: '와이' } } }, 'c.json': { i18nMerge: { a: '가2' } } });
    expect([t('i18nMerge.a'), t('i18nMerge.b'), t('i18nMerge.nested.x'), t('i18nMerge.nested.y')]).toEqual(['가2', '나', '엑스', '와이']);
    expect(t('common.error')).toBe('오류가 발생했습니다.');
  });

  it('mergeCatalogues merges files in path order', () => {
    expect(mergeCatalogues({ 'z.json': { k: { a: 'z' } }, 'a.json': { k: { a: 'a', b: 'b' } } })).toEqual({ k: { a: 'z', b: 'b' } });
  });

  it('useTranslation returns the same t and i18n on every render', async () => {
    const { result, rerender } = await renderHook(() => useTranslation());
    const first = result.current;
    await rerender();
    expect(result.current).toBe(first);
    expect(result.current.t).toBe(t);
    expect(result.current.i18n).toBe(i18n);
  });
});
