import { describe, expect, it } from 'vitest';
import { labelPlainText } from './label-text';

describe('labelPlainText', () => {
  it('drops tags, turns line breaks into spaces and decodes entities', () => {
    expect(labelPlainText('<b>名物</b>唐揚げ<br>5個')).toBe('名物唐揚げ 5個');
    expect(labelPlainText('鶏&amp;葱 &lt;塩&gt; &#x1F37A; &#12354;')).toBe('鶏&葱 <塩> 🍺 あ');
  });

  it('leaves what is not an entity alone', () => {
    expect(labelPlainText('A&B &unknown; &#0;')).toBe('A&B &unknown; &#0;');
  });
});
