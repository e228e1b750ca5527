import { sectionTestKit } from '@tac/ui/testing';
import section from '../section';

export const { server, withFakeDevice, renderScreen, inLanguage } = sectionTestKit(section);
