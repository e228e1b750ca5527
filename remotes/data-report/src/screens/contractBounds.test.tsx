import { http } from 'msw';
import type { ReactElement } from 'react';
import { z } from 'zod';
import { useridFilter } from '@tac/goform';
import { success } from '@tac/goform/testing';
import { boundedFields, expectContractBounds, type ScreenFields } from '@tac/ui/testing';
import { DATA_REPORT_PATHS as P } from '../paths';
import { deviceSettings, renderScreen, server, withFakeDevice } from '../test/harness';
import RecordList from './RecordList/RecordList';
import Report from './Report/Report';
import Thermometry from './Thermometry/Thermometry';

withFakeDevice();

/** The search form of every list: its user filter is the contract's (useridFilter). */
const SEARCH: ScreenFields = { source: { shape: z.object({ userid: useridFilter }) }, labels: { userid: 'User ID' } };

const SCREENS: { name: string; screen: ReactElement; path: string }[] = [
  { name: 'Record List', screen: <RecordList />, path: P.recordList },
  { name: 'Report', screen: <Report />, path: P.report },
  { name: 'Thermometry', screen: <Thermometry />, path: P.thermometry },
];

it.each(SCREENS)('$name: the user filter carries the contract’s bounds and message', async ({ screen, path }) => {
  const nothing = { count: 0, threshold: 37.3, record: [] };
  server.use(
    ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
    ...['searchrecord', 'GetReportFormInfo', 'searchThermometryRecord'].map((call) => http.get(`*/goform/${call}`, () => success(nothing))),
  );
  await renderScreen(screen, path);
  expect(await expectContractBounds(SEARCH, {}, 'Search')).toEqual(boundedFields(SEARCH));
});
