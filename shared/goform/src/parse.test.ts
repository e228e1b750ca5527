import { AnswerParseError, parseAnswer, repairJson } from './parse';

describe('parseAnswer', () => {
  it('reads plain JSON', () => {
    expect(parseAnswer('{"code":"success","n":[1,2]}')).toEqual({ code: 'success', n: [1, 2] });
  });

  it('strips an <HTML><body> wrapper in any case', () => {
    expect(parseAnswer('<HTML><body>\n{"a":1}\n</body></HTML>')).toEqual({ a: 1 });
  });

  it('drops trailing commas in objects and arrays', () => {
    expect(parseAnswer('{"record":[{"id":1,},{"id":2},],}')).toEqual({ record: [{ id: 1 }, { id: 2 }] });
  });

  it('quotes bare keys but leaves values and strings alone', () => {
    expect(parseAnswer('{code:"success", name:"a, b: c}", on:true, off:false, x:null, n:-1.5e2}')).toEqual({
      code: 'success',
      name: 'a, b: c}',
      on: true,
      off: false,
      x: null,
      n: -150,
    });
  });

  it('keeps escaped quotes inside strings', () => {
    expect(parseAnswer('{msg:"say \\"hi\\", ok",}')).toEqual({ msg: 'say "hi", ok' });
  });

  it('unwraps JSON encoded twice', () => {
    const twice = JSON.stringify(JSON.stringify({ code: 'fail', retvalue: 40302 }));
    expect(parseAnswer(twice)).toEqual({ code: 'fail', retvalue: 40302 });
  });

  it('reads < > & sent as JSON escapes (as the device writes them) back as the text, wrapped or not', () => {
    const name = '<svg onload=alert(1)>&amp;</html>';
    const escaped = '\\u003csvg onload=alert(1)\\u003e\\u0026amp;\\u003c/html\\u003e';
    expect(parseAnswer(`{"code":"success","username":"${escaped}"}`)).toEqual({ code: 'success', username: name });
    expect(parseAnswer(`<html>{"code":"success","username":"${escaped}",}</html>`)).toEqual({ code: 'success', username: name });
    expect(parseAnswer(`<html>{code:"success",username:"${escaped}",}</html>`)).toEqual({ code: 'success', username: name });
  });

  it("reads older firmware's record page: bare keys, clock times in quotes, a comma after the closing array", () => {
    const page = '<html>{code:"success",retvalue:0,msg:"Success",count:1,record:[{id:"7",name:"Zoë",time:"2026-11-20 09:01:00",status:1}],}</html>';
    expect(parseAnswer(page)).toEqual({
      code: 'success',
      retvalue: 0,
      msg: 'Success',
      count: 1,
      record: [{ id: '7', name: 'Zoë', time: '2026-11-20 09:01:00', status: 1 }],
    });
  });

  it('unwraps JSON encoded twice inside <html>', () => {
    const inner = JSON.stringify({ code: 'success', retvalue: 0, msg: 'Success', volume: 5, ntp: 'pool.example:123' });
    expect(parseAnswer(`<html>${JSON.stringify(inner)}</html>`)).toEqual(JSON.parse(inner));
  });

  it('refuses text that is not JSON with a typed error', () => {
    expect(() => parseAnswer('<html>Internal Server Error</html>')).toThrow(AnswerParseError);
    expect(() => parseAnswer('')).toThrow(AnswerParseError);
  });
});

describe('repairJson', () => {
  it('leaves valid JSON unchanged', () => {
    const text = '{"a":[1,{"b":"c,]"}],"d":"e:f"}';
    expect(repairJson(text)).toBe(text);
  });
});
