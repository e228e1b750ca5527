import { startStandalone } from '@tac/section/standalone';
import section from './section';

/** `npm run dev -w remotes/machine`: the section on its own, without the shell. */
void startStandalone(section);
