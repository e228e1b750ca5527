import { sectionFiles } from './manifestFiles';

const AT = 'https://device.example/remotes/users/mf-manifest.json';

describe("a section's first files, from its MF manifest", () => {
  it("names the remote entry and the './section' module's own chunks beside the manifest", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'section', assets: { js: { sync: ['__federation_expose_section.1a2b3c4d.js'], async: ['110.89f94cd1.js'] }, css: { sync: ['section.5e6f7a8b.css'], async: [] } } }],
    };
    expect(sectionFiles(AT, manifest)).toEqual([
      'https://device.example/remotes/users/remoteEntry.js',
      'https://device.example/remotes/users/__federation_expose_section.1a2b3c4d.js',
      'https://device.example/remotes/users/section.5e6f7a8b.css',
    ]);
  });

  it('leaves out every name leading out of its folder or to something else than code, and reads a broken manifest as none', () => {
    const manifest = {
      metaData: { remoteEntry: { name: '../../app.js', path: '' } },
      exposes: [{ name: 'section', assets: { js: { sync: ['https://elsewhere.example/x.js', '//elsewhere.example/x.js', '../network/x.js', 'page.html', 7] }, css: { sync: 'x.css' } } }],
    };
    expect(sectionFiles(AT, manifest)).toEqual([]);
    expect(sectionFiles(AT, null)).toEqual([]);
    expect(sectionFiles(AT, { exposes: 'section' })).toEqual([]);
  });
});
