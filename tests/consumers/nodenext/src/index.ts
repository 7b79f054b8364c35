// A TypeScript project with `moduleResolution: nodenext` (a Node server, an SSR app): the package's types resolve
// (issue 18). all-entries.ts (generated) imports every entry; this file uses a few of them with their types.
import { configure, listWidgets, type PdConfig, type WidgetMeta } from 'pd-widgets';
import {
  AppointmentCalendar,
  DropdownList,
  DoctorCases,
  type DropdownListChangeDetail,
  type TimeChoiceDetail,
} from 'pd-widgets/react';
import type { PdAppointmentCalendarElementAttributes } from 'pd-widgets/jsx';
import 'pd-widgets/appointment-calendar';
import type { AllEntries } from './all-entries.js';

const config: Partial<PdConfig> = { apiBase: 'https://prodoctorov.ru' };
configure(config);
export const tags: string[] = listWidgets().map((w: WidgetMeta) => w.tag);

export const onTimeChoice = (detail: TimeChoiceDetail): string => `${detail.day} ${detail.time}`;
export const onChange = (detail: DropdownListChangeDetail): string => detail.value;
export const components = [AppointmentCalendar, DropdownList, DoctorCases] as const;
export const attributes: PdAppointmentCalendarElementAttributes = { 'doctor-id': 123, 'lpu-id': '45' };
export type Entries = AllEntries;
