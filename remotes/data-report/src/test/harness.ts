import { http } from 'msw';
import { success } from '@tac/goform/testing';
import { sectionTestKit } from '@tac/ui/testing';
import section from '../section';

export const { server, withFakeDevice, renderScreen } = sectionTestKit(section, { showLocation: true });

const STATUS_LABELS = {
  status0: 'Arrive',
  status1: 'Leave',
  status2: 'Break',
  status3: 'Back',
  status4: 'OT in',
  status5: 'OT out',
  status6: 'S6',
  status7: 'S7',
};

/** The settings this section reads from other sections: display format and status labels. */
export function deviceSettings(display: { dateformat: string; timeformat: number }) {
  return [
    http.get('*/goform/SetTimeParam', () =>
      success({ language: 'en', powersaving: 'disable', screeninterval: 60, synclocaltime: 0, keyboardlock: 0, ...display }),
    ),
    http.get('*/goform/SetApplyParam', () => success(STATUS_LABELS)),
  ];
}
