import { undrawnCharacters } from './fields';

describe("characters a terminal's screen does not draw", () => {
  it('names emoji and characters beyond the Basic Multilingual Plane once each, and none of the 20 languages\' letters', () => {
    expect(undrawnCharacters('Anna 😀 Lee 😀 🎉')).toEqual(['😀', '🎉']);
    expect(undrawnCharacters('𠀀 Li')).toEqual(['𠀀']);
    expect(undrawnCharacters('Åsa Øberg · Ζωή · Жанна · أحمد · مریم · רונית · 王伟 · 陳美玲 · สมชาย · Nguyễn')).toEqual([]);
    expect(undrawnCharacters('IN ✓ © ™ ⌚')).toEqual(['⌚']);
  });
});
