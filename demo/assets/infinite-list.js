// Infinite list (booking-schedule §3/§4 list pages): the next page of cards is rendered by Django into a
// <template>; one click appends the whole page in ONE task, so the calendars of all appended cards connect
// together and share one bulk request per endpoint (ADR 110).
const list = document.querySelector('[data-infinite-list]');
const button = document.querySelector('[data-show-more]');
const status = document.querySelector('[data-list-status]');
const total = Number(list.dataset.total);
const pages = [...document.querySelectorAll('template[data-next-page]')];
const shown = () => list.querySelectorAll(':scope > article').length;
const update = () => {
  status.textContent = `Показано ${shown()} из ${total}`;
  button.hidden = pages.length === 0;
};
button.addEventListener('click', () => {
  const next = pages.shift();
  if (!next) return;
  const before = shown();
  list.append(next.content.cloneNode(true));
  next.remove();
  update();
  // Keep the keyboard user in place: focus the first appended card's title link.
  list.querySelectorAll(':scope > article')[before]?.querySelector('h2 a')?.focus();
});
update();
