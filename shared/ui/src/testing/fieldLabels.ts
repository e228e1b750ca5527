import { FIELD_OWNERS } from '@tac/goform/contract';
import { fieldLabelKey, screenNamespace, screenTitleKey } from '@tac/i18n';
import { englishTexts } from './sectionTexts';

/**
 * The generated check of the label convention for one section (issue 32): every field a
 * screen of the section edits (FIELD_OWNERS: the settings groups, the authorization lists,
 * the users) has its label at `<namespace>:<screen>.fields.<field>` in English, and its screen
 * a title. The cases come from the contract, so a field added without its label fails its own
 * section's test, and no other's; the completeness check of the catalogue carries English to
 * the other languages.
 */
export function describeFieldLabels(namespace: string): void {
  const english = englishTexts(namespace);
  const fields = Object.entries(FIELD_OWNERS)
    .flatMap(([part, owner]) => Object.keys(owner.fields).map((field) => ({ part, field, screen: owner.screenOf(field) })))
    .filter(({ screen }) => screenNamespace(screen) === namespace);
  const has = (key: string) => english.has(key.slice(namespace.length + 1));

  it('edits fields the contract names', () => expect(fields.length).toBeGreaterThan(0));

  it.each(fields)('labels $part.$field on $screen by the convention', ({ field, screen }) => {
    expect([fieldLabelKey(screen, field), has(fieldLabelKey(screen, field))]).toEqual([fieldLabelKey(screen, field), true]);
    expect([screenTitleKey(screen), has(screenTitleKey(screen))]).toEqual([screenTitleKey(screen), true]);
  });
}
