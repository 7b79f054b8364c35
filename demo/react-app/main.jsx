/**
 * A plain React 19 app, as a frontend developer writes one, that renders EVERY component of the `pd-widgets/react`
 * entry from the BUILT `dist/lib/react.js`. Bundled by scripts/build-react-demo.mjs into dist/react-demo/main.js;
 * the page is demo/react.html (its json scripts hold the data a React app would fetch). Props are camelCase
 * (CONTRACT "pd-widgets/react"). tests/e2e/react.test.mjs checks that each one renders styled and works.
 */
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AppointmentCalendar,
  ClinicList,
  DoctorContacts,
  FavouriteButton,
  LoginChoice,
  PhoneAuth,
  PhoneAuthDialog,
  PriceBlock,
  ServicePrices,
} from '../../dist/lib/react.js';

const json = (id) => JSON.parse(document.getElementById(id).textContent);
const data = json('react-demo-data');
const clinics = json('react-demo-clinics');
const lpus = json('react-demo-lpus');

/** One demo block: a card with a heading, the component, and what the app saw from it. */
function Block({ id, title, children, log }) {
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      {log !== undefined && (
        <p className="muted" role="status" data-testid={`${id}-log`}>
          {log}
        </p>
      )}
    </section>
  );
}

function CalendarBlock() {
  const [choice, setChoice] = useState(null);
  const box = useRef(null);
  // The calendar's output is a DOM CustomEvent (bubbles, composed): listen on a wrapper, as a React app would.
  useEffect(() => {
    const el = box.current;
    const onChoice = (e) => setChoice(e.detail);
    el.addEventListener('calendar:time-choice', onChoice);
    return () => el.removeEventListener('calendar:time-choice', onChoice);
  }, []);
  return (
    <div data-testid="react-root">
      <section className="card" aria-labelledby="react-doc">
        <h2 id="react-doc">{data.fio}</h2>
        <p className="muted">{data.subtitle}</p>
        <div ref={box}>
          <AppointmentCalendar
            doctorId={data.doctorId}
            lpuId={data.lpuId}
            townTimedelta={data.townTimedelta}
            onTimeChoice={(detail) => setChoice(detail)}
          />
        </div>
        <p className="choice" role="status" data-testid="choice">
          {choice ? `Выбрано: ${choice.selectedFullDate}` : 'Время не выбрано'}
        </p>
      </section>
    </div>
  );
}

function PriceBlockDemo() {
  const [tab, setTab] = useState(null);
  return (
    <Block id="price-block" title="PriceBlock" log={tab ? `Вкладка: ${tab}` : 'Вкладка не менялась'}>
      <PriceBlock pageType="clinic" price={2500} priceClub={1750} onRedirect={({ value }) => setTab(value)} />
    </Block>
  );
}

function FavouriteDemo() {
  const [change, setChange] = useState(null);
  return (
    <Block
      id="favourite-button"
      title="FavouriteButton"
      log={change ? `В избранном: ${change.inFavourites ? 'да' : 'нет'}` : 'Без изменений'}
    >
      <FavouriteButton
        type="doctors"
        itemId={2001}
        url="/moskva/vrach/2001-abramova/"
        share
        onFavouriteChange={setChange}
      />
    </Block>
  );
}

function LoginChoiceDemo() {
  const [open, setOpen] = useState(false);
  return (
    <Block id="login-choice" title="LoginChoice">
      <button type="button" className="demo-button" onClick={() => setOpen(true)}>
        Выбрать вход
      </button>
      <LoginChoice
        open={open}
        profileLoginUrl="https://profile.prodoctorov.example/login/"
        patientLoginUrl="/login/"
      />
    </Block>
  );
}

function PhoneAuthDemo() {
  const [login, setLogin] = useState(null);
  return (
    <Block
      id="phone-auth"
      title="PhoneAuth"
      log={login ? `Вход выполнен: ${login.uuid}` : 'Вход не выполнен'}
    >
      <PhoneAuth onLogin={setLogin} />
    </Block>
  );
}

function PhoneAuthDialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <Block id="phone-auth-dialog" title="PhoneAuthDialog">
      <button type="button" className="demo-button" onClick={() => setOpen(true)}>
        Войти по телефону
      </button>
      <PhoneAuthDialog open={open} onClose={() => setOpen(false)} onLogin={() => setOpen(false)} />
    </Block>
  );
}

function App() {
  return (
    <>
      <CalendarBlock />
      <div className="react-grid">
        <PriceBlockDemo />
        <FavouriteDemo />
        <Block id="doctor-contacts" title="DoctorContacts">
          <button
            type="button"
            className="demo-button"
            data-pd-doctor-contacts
            data-doctor-id="1001"
            data-doctor-fio="Иванова Анна Сергеевна"
          >
            Показать контакты
          </button>
          <DoctorContacts />
        </Block>
        <LoginChoiceDemo />
        <PhoneAuthDemo />
        <PhoneAuthDialogDemo />
      </div>
      <Block id="service-prices" title="ServicePrices">
        <ServicePrices
          lpus={lpus}
          schedule={{ doctorsLpus: [{ lpu_id: 201, has_slots: true }], townTimedelta: 2 }}
        />
      </Block>
      <Block id="clinic-list" title="ClinicList">
        <ClinicList doctorId={1014} clinics={clinics} doctorSpecialityId={9} />
      </Block>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
