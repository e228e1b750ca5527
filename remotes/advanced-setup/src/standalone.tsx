import { startStandalone } from '@tac/section/standalone';
import section from './section';

/** `npm run dev -w remotes/advanced-setup`: the section on its own, without the shell. */
void startStandalone(section);
