// Route links fill their path from the row, URL-encoded, and leave a link out when the row lacks a field.
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../renderers/links/route-links';

describe('route link paths', () => {
  it('fills {field} from the row, encoded', () => {
    expect(fillPath('/news/editNewsDetail/{id}', { id: 7 })).toBe('/news/editNewsDetail/7');
    expect(
      fillPath('/news/navinfo/{navType}/{navUrl}/{navName}', {
        navType: 'history',
        navUrl: 'about-us',
        navName: '关于 我们/1',
      }),
    ).toBe('/news/navinfo/history/about-us/%E5%85%B3%E4%BA%8E%20%E6%88%91%E4%BB%AC%2F1');
    expect(fillPath('/news/addNewsDetail')).toBe('/news/addNewsDetail');
  });

  it('gives no path when a named field is missing or empty', () => {
    expect(fillPath('/news/editNewsDetail/{id}', {})).toBeNull();
    expect(fillPath('/x/{a}/{b}', { a: 1, b: '' })).toBeNull();
    expect(fillPath('/x/{a}', { a: null })).toBeNull();
  });
});
