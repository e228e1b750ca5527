import { describeFieldLabels } from '@tac/ui/testing';

/** Every field this section's screens edit is labelled by the convention (its own fields only: a field of another section is that section's test's). */
describeFieldLabels('accessControl');
