export { sectionTestKit, TEST_TOKEN, type SectionTestConfig, type SectionTestOptions } from './sectionTestKit';
export { boundedFields, describeContractBounds, expectContractBounds, inputLabelled, type BoundedScreen, type GroupScreen, type ScreenFields } from './contractBounds';
export { expectSaveRefused, expectSaveSucceeds } from './saveOutcome';
export { describeFieldLabels } from './fieldLabels';
export { catchSavedFiles } from './savedFiles';
export { testSectionTexts } from './sectionTexts';
