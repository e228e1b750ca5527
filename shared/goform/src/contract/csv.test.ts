import { csvPlainText, csvSafeText } from './csv';

describe('CSV formula guard', () => {
  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', "'=1", "''@x"])(
    'writes %j with a leading apostrophe and reads it back unchanged',
    (text) => {
      const cell = csvSafeText(text);
      expect(cell).toBe(`'${text}`);
      expect(csvPlainText(cell)).toBe(text);
    },
  );

  it.each(['Anna', "O'Brien", "'quoted'", '2026-11-02', '09:10', '', 'a=b', ' =1', '王伟'])('leaves %j as it is', (text) => {
    expect(csvSafeText(text)).toBe(text);
    expect(csvPlainText(text)).toBe(text);
  });
});
