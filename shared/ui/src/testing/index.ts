export { sectionTestKit, TEST_TOKEN, type SectionTestConfig, type SectionTestOptions } from './sectionTestKit';
export { boundedFields, expectContractBounds, inputLabelled, type ScreenFields } from './contractBounds';
export { expectSaveRefused } from './saveOutcome';
