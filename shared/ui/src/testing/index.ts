export { sectionTestKit, TEST_TOKEN, type SectionTestConfig, type SectionTestOptions } from './sectionTestKit';
export { expectSaveRefused } from './saveOutcome';
