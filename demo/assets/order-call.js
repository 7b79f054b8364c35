// What a Django page does with the widgets' call events (issue 20 item 29): `calendar:order-call` ('Заказать
// звонок', booking-schedule §2 "Order-call block", §4 "Without useRedirect the calendar emits 'calendar:order-call';
// the order-call request itself is not shown") and `clinic-list:home-call` ('Вызвать врача на дом', §5 home visit)
// open the site's own order-call form. The widgets only announce the wish; the form, its texts and its request
// belong to the page (here: a native <dialog>; the demo sends nothing and only says the call is booked).
(function () {
  'use strict';
  var TITLES = { 'calendar:order-call': 'Заказать звонок', 'clinic-list:home-call': 'Вызвать врача на дом' };
  var dialog;

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (k) {
      if (k === 'text') node.textContent = props[k];
      else node.setAttribute(k, props[k]);
    });
    (children || []).forEach(function (c) {
      node.appendChild(c);
    });
    return node;
  }

  function build() {
    var title = el('h2', { id: 'order-call-title', class: 'order-call__title' });
    var who = el('p', { id: 'order-call-who', class: 'order-call__who' });
    var phone = el('input', { type: 'tel', name: 'phone', autocomplete: 'tel', required: '', placeholder: '+7' });
    var done = el('p', { class: 'order-call__done', role: 'status' });
    var form = el('form', { method: 'dialog', class: 'order-call__form' }, [
      el('label', { class: 'order-call__label' }, [document.createTextNode('Телефон '), phone]),
      el('div', { class: 'order-call__actions' }, [
        el('button', { type: 'submit', value: 'send', text: 'Жду звонка' }),
        el('button', { type: 'button', value: 'cancel', class: 'order-call__cancel', text: 'Отмена' }),
      ]),
    ]);
    var d = el('dialog', { class: 'order-call', 'aria-labelledby': 'order-call-title' }, [title, who, form, done]);
    form.querySelector('.order-call__cancel').addEventListener('click', function () {
      d.close();
    });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      done.textContent = 'Заявка принята. Клиника позвонит в течение 5 минут.';
      form.hidden = true;
    });
    document.body.appendChild(d);
    return d;
  }

  function open(e) {
    dialog = dialog || build();
    var detail = e.detail || {};
    dialog.querySelector('.order-call__title').textContent = TITLES[e.type];
    dialog.querySelector('.order-call__who').textContent =
      'Клиника ' + (detail.lpuId || '—') + (detail.doctorId ? ', врач ' + detail.doctorId : '');
    dialog.querySelector('.order-call__form').hidden = false;
    dialog.querySelector('.order-call__done').textContent = '';
    if (!dialog.open) dialog.showModal();
    dialog.querySelector('input[name="phone"]').focus();
  }

  Object.keys(TITLES).forEach(function (name) {
    document.addEventListener(name, open);
  });
})();
