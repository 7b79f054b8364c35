// The booking redirect target of the demo (booking-schedule §2 "Booking redirect targets", §7 redirects):
// lists every query parameter the calendar sent, so a person and the e2e test see where the booking landed.
(function () {
  'use strict';
  var LABELS = {
    doctor: 'Врач (id)',
    lpu: 'Клиника (id)',
    slot: 'Дата и время приёма (dd.MM.yyyy HH:mm, время города)',
    type: 'Тип записи',
    doctorSpec: 'Специальность врача',
    spec_placement: 'Размещение специальности',
    source: 'Источник',
    speciality: 'Специальность',
    synonymId: 'Услуга (synonymId)',
    dTypeId: 'Тип диагностики',
    dtype: 'Тип диагностики',
    dclass: 'Класс диагностики',
    doctorId: 'Врач (для услуги)',
    targetDoctorId: 'Врач (для услуги)',
    equipmentId: 'Оборудование',
    timedelta: 'Смещение от Москвы, ч',
  };
  function render() {
    var params = new URLSearchParams(window.location.search);
    var body = document.getElementById('query');
    document.getElementById('path').textContent = window.location.pathname;
    if (window.location.pathname.indexOf('/uslugi/') === 0) {
      document.getElementById('title').textContent = 'Новая запись на услугу';
    }
    var count = 0;
    params.forEach(function (value, key) {
      count += 1;
      var tr = document.createElement('tr');
      [key, value === '' ? '(пусто)' : value, LABELS[key] || ''].forEach(function (text) {
        var td = document.createElement('td');
        td.textContent = text;
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
    document.getElementById('empty').hidden = count > 0;
    var slot = params.get('slot');
    if (slot) {
      document.getElementById('summary').textContent = 'Вы выбрали ' + slot + '. Здесь начинается оформление записи.';
    }
    document.getElementById('back').addEventListener('click', function (e) {
      e.preventDefault();
      window.history.back();
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render);
  else render();
})();
