export const modalMessages = {};
