import { describe, expect, it } from 'vitest';
import { toFormData } from './form-body';

describe('toFormData', () => {
  it('sends every field as text and the file under the endpoint field', () => {
    const image = new File(['jpeg'], 'karaage.jpg', { type: 'image/jpeg' });
    const form = toFormData({ id: 7, name: '唐揚げ', price: 680, clear_image: undefined }, { field: 'image', blob: image });
    expect([...form.keys()]).toEqual(['id', 'name', 'price', 'image']);
    expect(form.get('id')).toBe('7');
    expect(form.get('price')).toBe('680');
    const sent = form.get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('karaage.jpg');
  });

  it('joins a list with commas; an empty list stays, as an empty field, to clear it', () => {
    expect(toFormData({ plan_menu_ids: [3, 4] }, { field: 'image', blob: null }).get('plan_menu_ids')).toBe('3,4');
    expect(toFormData({ plan_menu_ids: [] }, { field: 'image', blob: null }).get('plan_menu_ids')).toBe('');
  });

  it('sends no file field without a file', () => {
    expect(toFormData({ id: 1 }, { field: 'file', blob: undefined }).has('file')).toBe(false);
  });
});
