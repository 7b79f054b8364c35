/**
 * A plain React 19 app, as a frontend developer writes one, that renders EVERY component of the `pd-widgets/react`
 * entry from the BUILT `dist/lib/react.js`. Bundled by scripts/build-react-demo.mjs into dist/react-demo/main.js;
 * the page is demo/react.html (its json scripts hold the data a React app would fetch). Props are camelCase
 * (CONTRACT "pd-widgets/react"). tests/e2e/react.test.mjs checks that each one renders styled and works.
 */
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Ad,
  AppPromo,
  AppointmentCalendar,
  AwardsBanner,
  ClinicFilterButton,
  ClinicList,
  ClinicMap,
  ClubInfo,
  ClubPayment,
  CsrfForms,
  DoctorCases,
  DoctorContacts,
  DoctorSections,
  DoctorThanks,
  DropdownList,
  FavouriteButton,
  InfoPopup,
  LoginChoice,
  MistakeReport,
  PhoneAuth,
  PhoneAuthDialog,
  PatientProfile,
  PriceBlock,
  ReviewAwardBanner,
  ReviewCard,
  ReviewList,
  ReviewReward,
  ServicePrices,
  ShameMark,
  ShareButton,
  SoftVersionBadge,
  StageLabel,
  TabHistory,
  TownChooser,
  TownSearch,
  VerifiedDocuments,
  VideoCard,
} from '../../dist/lib/react.js';

const json = (id) => JSON.parse(document.getElementById(id).textContent);
const data = json('react-demo-data');
const clinics = json('react-demo-clinics');
const lpus = json('react-demo-lpus');
const reviewFilters = json('react-demo-review-filters');
const documents = json('react-demo-documents');
const awards = json('react-demo-awards');
/** The coupon request as the app got it, created two minutes ago (its 20-minute payment deadline counts from then). */
const couponRequest = {
  ...json('react-demo-coupon-request'),
  dateCreated: new Date(Date.now() - 2 * 60000).toISOString(),
};
const departments = json('react-demo-departments');
const mapClinics = json('react-demo-map-clinics');

/**
 * The awards season to show (portal-identity-reviews §4): this year's until 1 Dec 00:00 Moscow time, then next year's
 * (its announce phase). The app passes it as `year`, as Django passes the season's year.
 */
function awardsSeason(at = new Date()) {
  const year = at.getUTCFullYear();
  return at.getTime() >= Date.UTC(year, 11, 1, -3) ? year + 1 : year;
}

/**
 * `react.html?only=price-block,review-card` renders only those blocks (their `data-testid`s; `calendar` is the
 * calendar block): a check of one component need not render all of them (tests/e2e/react.test.mjs). Without it,
 * every block.
 */
const ONLY = new URLSearchParams(location.search).get('only')?.split(',') ?? null;
const shown = (id) => !ONLY || ONLY.includes(id);

/** One demo block: a card with a heading, the component, and what the app saw from it. */
function Block({ id, title, children, log }) {
  if (!shown(id)) return null;
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

/**
 * One review as the app renders it itself (the card HTML contract of docs/reviews-html.md, in JSX): `ReviewCard` keeps
 * it in the light DOM (the app's css styles it) and adds the stars, tooltips, 'show more' and the gallery.
 */
function ReviewCardDemo() {
  const patient = { patient_id: 7000, patient_mobile_id: 0, title: 'Анна К.' };
  return (
    <Block id="review-card" title="ReviewCard">
      <ReviewCard>
        <article
          className="review-card"
          id="rate-9001"
          data-pd-review=""
          data-review-id="9001"
          data-review-type="doctor"
          data-review-state="positive"
          data-review-deleted="false"
          data-review-origin="site"
          data-patient-data={JSON.stringify(patient)}
        >
          <header className="review-card__head">
            <button type="button" className="review-card__patient" data-pd-patient-profile="">
              {patient.title}
            </button>
            <time className="review-card__date" dateTime="2026-11-20">
              20 ноября 2026
            </time>
            <span className="review-card__status" data-pd-tooltip="Пациент подтвердил визит в клинику">
              Визит подтверждён
            </span>
          </header>
          <ul className="review-card__rates">
            <li className="review-card__rate" data-pd-rate="">
              <span>Внимание</span>
              <span data-pd-stars="" data-rate-value="2" data-pd-tooltip="Отлично" />
            </li>
            <li className="review-card__rate" data-pd-rate="">
              <span>Результат</span>
              <span data-pd-stars="" data-rate-value="1" data-pd-tooltip="Хорошо" />
            </li>
            <li className="review-card__rate" data-pd-rate="">
              <span>Отношение</span>
              <span data-pd-stars="" data-rate-value="2" data-pd-tooltip="Отлично" />
            </li>
            <li className="review-card__rate" data-pd-rate="" data-pd-more-item="rates" hidden>
              <span>Информирование</span>
              <span data-pd-stars="" data-rate-value="0" data-pd-tooltip="Нормально" />
            </li>
            <li className="review-card__rate" data-pd-rate="" data-pd-more-item="rates" hidden>
              <span>Клиника</span>
              <span data-pd-stars="" data-rate-value="" data-pd-tooltip="Без оценки" />
            </li>
          </ul>
          <button type="button" className="review-card__more" data-pd-more="rates">
            Все оценки
          </button>
          <div className="review-card__text">
            <p>Врач внимательно выслушала, объяснила результаты анализов и расписала лечение по дням.</p>
          </div>
          <div className="review-card__gallery" data-pd-gallery="">
            {[1, 2].map((n) => (
              <a
                key={n}
                className="review-card__photo"
                href={`/media/rates/9001/${n}.svg`}
                data-pd-gallery-item=""
              >
                <img
                  src={`/media/rates/9001/${n}_preview.svg`}
                  alt={`Фото ${n} к отзыву`}
                  width="72"
                  height="72"
                />
              </a>
            ))}
          </div>
        </article>
      </ReviewCard>
    </Block>
  );
}

function ReviewListDemo() {
  const [filter, setFilter] = useState(null);
  return (
    <Block
      id="review-list"
      title="ReviewList"
      log={filter ? `Фильтр: ${filter.type} (был ${filter.previous})` : 'Фильтр не менялся'}
    >
      <ReviewList
        ajaxUrl="/ajax/rates/doctor/1001/"
        nextPage={1}
        filters={reviewFilters}
        onFilter={setFilter}
      />
    </Block>
  );
}

/** The review-reward opener: its data attribute holds the popup's payload (portal-identity-reviews §3). */
const rewardPayload = {
  doctorReviewUrl: '/new/rate/doctor/1001/',
  lpuReviewUrl: '/new/rate/lpu/45/',
  lpuList: [],
};

/** The ad markup is the app's own (light DOM children); `Ad` tracks its impressions and opens its event URL. */
function AdDemo() {
  return (
    <Block id="ad" title="Ad">
      <Ad campaign="501" type="doctor_card" adKey="k-501" redisId="r-501">
        <div className="ad">
          <span className="ad__label">Реклама</span>
          <p className="ad__title">Медицинский центр «Ясень»: МРТ со скидкой 20 %</p>
          <p className="ad__text">Запишитесь онлайн — приём без очереди, результаты в тот же день.</p>
        </div>
      </Ad>
    </Block>
  );
}

const PSYCHIATRIST_INFO =
  'Психиатр — врач с высшим медицинским образованием. Он ставит диагноз, назначает обследование и лекарства, ' +
  'выдаёт справки и больничные.\n\nПсихолог не врач: он не ставит диагнозы и не назначает лечение, а помогает ' +
  'разобраться в себе и в отношениях.';

/** The clinic filter: the app keeps the choice in its state and passes it as props (no form around the button). */
function ClinicFilterDemo() {
  const [illness, setIllness] = useState('gripp');
  return (
    <Block id="clinic-filter-button" title="ClinicFilterButton">
      <label className="demo-field">
        Заболевание
        <select value={illness} onChange={(e) => setIllness(e.target.value)}>
          <option value="all">Все заболевания</option>
          <option value="gripp">Грипп</option>
          <option value="angina">Ангина</option>
        </select>
      </label>
      <ClinicFilterButton town="moskva" illness={illness} clinicType="detskie" />
    </Block>
  );
}

/** The dropdown's output is the DOM event `dropdown-list:change` on its `<div>`: the app listens on a wrapper. */
function DropdownListDemo() {
  const [chosen, setChosen] = useState(null);
  const box = useRef(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined; // the block is not shown (?only=…)
    const onChange = (e) => setChosen(e.detail);
    el.addEventListener('dropdown-list:change', onChange);
    return () => el.removeEventListener('dropdown-list:change', onChange);
  }, []);
  return (
    <Block
      id="dropdown-list"
      title="DropdownList"
      log={chosen ? `Отделение: ${chosen.title}` : 'Ничего не выбрано'}
    >
      <div ref={box}>
        <DropdownList label="Отделение" name="department" items={departments} />
      </div>
    </Block>
  );
}

/** Opens the map for the doctor's two clinics: the clinic list's `pd:show-map` event, sent by the app itself. */
function ClinicMapDemo() {
  const show = () =>
    window.dispatchEvent(
      new CustomEvent('pd:show-map', { detail: { points: mapClinics }, cancelable: true }),
    );
  return (
    <Block id="clinic-map" title="ClinicMap">
      <button type="button" className="demo-button" onClick={show}>
        Клиники врача на карте
      </button>
      <ClinicMap provider="open" tileUrl="/api/maps/tiles/{z}/{x}/{y}.png" tileAttribution="Демо-подложка" />
    </Block>
  );
}

function App() {
  return (
    <>
      {shown('calendar') && <CalendarBlock />}
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
        <Block id="verified-documents" title="VerifiedDocuments">
          <VerifiedDocuments documents={documents} />
        </Block>
        <Block id="shame-mark" title="ShameMark">
          <ShameMark kind="rating" />
        </Block>
        <Block id="review-reward" title="ReviewReward">
          <button type="button" className="demo-button" data-pd-review-reward={JSON.stringify(rewardPayload)}>
            Скидка 300 ₽ за отзыв
          </button>
          <ReviewReward />
        </Block>
      </div>
      <Block id="awards-banner" title="AwardsBanner">
        <AwardsBanner content={awards} year={awardsSeason()} />
      </Block>
      <div className="react-grid">
        <Block id="doctor-thanks" title="DoctorThanks">
          <DoctorThanks
            paymentUrl="/ajax/doctor/1001/thanks/payment/"
            paymentWidgetSrc="/static/payment-widget/widget.js"
            doctorName="Иванова Анна Сергеевна"
          />
        </Block>
        <Block id="app-promo" title="AppPromo">
          <AppPromo
            iosUrl="https://apps.apple.com/ru/app/prodoctorov/id1447493566"
            androidUrl="https://play.google.com/store/apps/details?id=ru.prodoctorov.app"
          />
        </Block>
        <Block id="video-card" title="VideoCard">
          <VideoCard
            videoUrl="https://www.youtube.com/watch?v=aqz-KE-bpKQ"
            videoUuid="6b1c2e8a-5d4f-4c2b-9a77-0d3e1f2a9b10"
          />
        </Block>
        <Block id="info-popup" title="InfoPopup">
          <div className="info-line">
            Психиатр, психотерапевт
            <InfoPopup
              popupTitle="Психиатр — это врач"
              subtitle="Чем психиатр отличается от психолога"
              description={PSYCHIATRIST_INFO}
            />
          </div>
        </Block>
        <Block id="soft-version-badge" title="SoftVersionBadge">
          <SoftVersionBadge version="PRO" page="doctor" />
        </Block>
        <Block id="share-button" title="ShareButton">
          <ShareButton url="/moskva/vrach/1001-ivanova/" kind="doctor" />
        </Block>
        <Block id="stage-label" title="StageLabel">
          <p className="muted">Метка «Stage» видна только на stage-окружении; здесь env — dev.</p>
          <StageLabel />
        </Block>
      </div>
      <AdDemo />
      <Block id="review-award-banner" title="ReviewAwardBanner">
        <ReviewAwardBanner
          amount={500}
          reviewUrl="/new/rate/doctor/1001/"
          detailsUrl="/static/docs/review-award-rules.pdf"
        />
      </Block>
      <ReviewCardDemo />
      <ReviewListDemo />
      {shown('patient-profile') && <PatientProfile />}
      <Block id="service-prices" title="ServicePrices">
        <ServicePrices
          lpus={lpus}
          schedule={{ doctorsLpus: [{ lpu_id: 201, has_slots: true }], townTimedelta: 2 }}
        />
      </Block>
      <Block id="doctor-sections" title="DoctorSections">
        {/* The server-rendered sections as children (docs/doctor-sections-html.md): they load when scrolled near or
            when their link is clicked. */}
        <DoctorSections doctorId={7001}>
          <nav data-ds-toc aria-label="Разделы врача (React)">
            <ul>
              <li>
                <a href="#about">О враче</a>
              </li>
            </ul>
          </nav>
          <section id="about" data-section="about" aria-labelledby="react-about-title">
            <h3 id="react-about-title">О враче</h3>
            <div data-section-body>
              <p className="muted">Раздел загрузится при прокрутке.</p>
            </div>
          </section>
        </DoctorSections>
      </Block>
      <Block id="mistake-report" title="MistakeReport">
        {/* An empty value: the link's href is the form (JSX would render a bare attribute as "true"). */}
        <a href="/mistake/report/?doctor=7001" data-pd-mistake-report="">
          Сообщить об ошибке на странице
        </a>
        <MistakeReport />
      </Block>
      <Block id="clinic-list" title="ClinicList">
        <ClinicList doctorId={1014} clinics={clinics} doctorSpecialityId={9} />
      </Block>
      <ClinicMapDemo />
      <Block id="doctor-cases" title="DoctorCases">
        {/* 'Записаться на консультацию' scrolls to the app's calendar block. */}
        <DoctorCases
          doctorId={1001}
          doctorName="Иванова Анна Сергеевна"
          doctorUrl="/moskva/vrach/1001-ivanova/"
          appointmentSelector='[data-testid="react-root"]'
        />
      </Block>
      <div className="react-grid">
        <Block id="club-info" title="ClubInfo">
          {/* An empty value opens the one ClubInfo of the page (a bare JSX attribute would render "true"). */}
          <button type="button" className="demo-button" data-pd-club-info="">
            Что такое Клуб ПроДокторов?
          </button>
          <ClubInfo offerUrl="/club/offer/" rulesUrl="/club/rules/" />
        </Block>
        <Block id="club-payment" title="ClubPayment">
          <p className="muted">Приём по клубной цене — 1 400 ₽ вместо 2 000 ₽.</p>
          <button type="button" className="demo-button" data-pd-club-payment="">
            Оплатить купон
          </button>
          {/* Booleans as `true`: React sets known props as DOM properties. */}
          <ClubPayment couponRequest={couponRequest} withOffer={true} pollInterval={1000} />
        </Block>
        <Block id="town-chooser" title="TownChooser">
          <a href="/towns/" className="town-link" data-pd-town-chooser="" data-towns-url="/ajax/towns/">
            Москва
          </a>
          <TownChooser />
        </Block>
        <Block id="town-search" title="TownSearch">
          <TownSearch searchUrl="/ajax/towns/search/" label="Поиск города" />
        </Block>
        <ClinicFilterDemo />
        <DropdownListDemo />
        <Block id="csrf-forms" title="CsrfForms">
          {/* A plain POST form of the app: CsrfForms adds csrfmiddlewaretoken on submit. */}
          <form className="csrf demo-form" method="post" action="/ajax/towns/missing/">
            <label htmlFor="react-missing-town">Какого города не хватает?</label>
            <textarea id="react-missing-town" name="text" rows={2} defaultValue="Кемерово" />
            <button type="submit" className="demo-button">
              Отправить
            </button>
          </form>
          <CsrfForms formClass="csrf" />
        </Block>
        <Block id="tab-history" title="TabHistory">
          <p className="muted">
            Время видимости вкладки записывается в <code>localStorage.pd_tab_history</code>.
          </p>
          <TabHistory />
        </Block>
      </div>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
