export const calendarMessages = {};
