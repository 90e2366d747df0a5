import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import type {
  EmploymentType,
  JobRole,
  PayPeriod,
  TipModel,
  TipUnit,
} from '@brigade/shared/jobs/job-options';
import type { Country, Currency } from '@brigade/shared/money/countries';
import type { DayPart, WeekDay, WeekGrid } from '@brigade/shared/resumes/resume-input';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Brigade!Demo2026';
export const demoDomain = 'demo.brigade.test';

export interface DemoVenue {
  key: string;
  firstName: string;
  lastName: string;
  venueName: string;
  venueType: 'restaurant' | 'bar' | 'cafe' | 'hotel';
  city: string;
  /** Where the venue really is, and the currency its jobs pay in (seeded through Edit Profile). */
  country: Country;
  currency: Currency;
  /** Its clock (IANA): interviews are set in it. */
  timeZone: string;
  address: string;
  postcode: string;
  phone: string;
  description: string;
}

export const demoVenues: DemoVenue[] = [
  {
    key: 'lola',
    firstName: 'Lola',
    lastName: 'Martín',
    venueName: 'Casa Lola',
    venueType: 'restaurant',
    city: 'Madrid',
    country: 'ES',
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
    address: 'Calle de Toledo 12',
    postcode: '28005',
    phone: '+34910000001',
    description: 'Tapas and wood-fired rice in La Latina since 2009.',
  },
  {
    key: 'marcel',
    firstName: 'Marcel',
    lastName: 'Dubois',
    venueName: 'Le Petit Zinc',
    venueType: 'restaurant',
    city: 'Paris',
    country: 'FR',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    address: '11 rue Oberkampf',
    postcode: '75011',
    phone: '+33140000002',
    description: 'A neighbourhood bistro with a natural wine list.',
  },
  {
    key: 'amelie',
    firstName: 'Amélie',
    lastName: 'Roux',
    venueName: 'Bouchon des Canuts',
    venueType: 'restaurant',
    city: 'Lyon',
    country: 'FR',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    address: '4 rue Mercière',
    postcode: '69002',
    phone: '+33470000003',
    description: 'Lyonnaise classics, quenelles and a busy Sunday lunch.',
  },
  {
    key: 'jonah',
    firstName: 'Jonah',
    lastName: 'Price',
    venueName: 'The Copper Still',
    venueType: 'bar',
    city: 'London',
    country: 'GB',
    currency: 'GBP',
    timeZone: 'Europe/London',
    address: '21 Exmouth Market',
    postcode: 'EC1R 4QL',
    phone: '+442070000004',
    description: 'Cocktail bar with house infusions and late DJ sets.',
  },
  {
    key: 'priya',
    firstName: 'Priya',
    lastName: 'Shah',
    venueName: 'Northern Grind',
    venueType: 'cafe',
    city: 'Manchester',
    country: 'GB',
    currency: 'GBP',
    timeZone: 'Europe/London',
    address: '8 Oldham Street',
    postcode: 'M1 1JQ',
    phone: '+441610000005',
    description: 'Specialty coffee roasted on site, brunch all day.',
  },
  {
    key: 'klaus',
    firstName: 'Klaus',
    lastName: 'Becker',
    venueName: 'Hotel Spreeblick',
    venueType: 'hotel',
    city: 'Berlin',
    country: 'DE',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    address: 'Friedrichstraße 90',
    postcode: '10117',
    phone: '+493000000006',
    description: 'A 120-room hotel with a riverside restaurant.',
  },
];

export interface DemoJob {
  venue: string;
  title: string;
  role: JobRole;
  employmentType: EmploymentType;
  salary: number | null;
  salaryMax: number | null;
  payPeriod: PayPeriod;
  tipModel: TipModel;
  tipsMin: number | null;
  tipsMax: number | null;
  tipsPer: TipUnit;
  hoursMin: number;
  hoursMax: number | null;
  shifts: WeekGrid;
  requirements: string[];
  description: string;
  status?: 'draft' | 'closed';
}

const weekdays: WeekDay[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const tueToSat: WeekDay[] = ['tue', 'wed', 'thu', 'fri', 'sat'];
const weekend: WeekDay[] = ['sat', 'sun'];

/** The same parts of the day on each of `days`; grids are merged with `{ ...a, ...b }`. */
const on = (days: WeekDay[], parts: DayPart[]): WeekGrid =>
  Object.fromEntries(days.map((day) => [day, parts]));

/** Hours a week (one figure, or a range) and shifts of each demo job, by title. */
const demoHours: Record<string, [min: number, max: number | null, shifts: WeekGrid]> = {
  'Head Chef': [45, 48, on(tueToSat, ['lunch', 'dinner'])],
  'Tapas Line Cook': [
    38,
    40,
    { ...on(['wed', 'thu', 'fri', 'sat', 'sun'], ['dinner']), ...on(weekend, ['lunch', 'dinner']) },
  ],
  'Server (weekends)': [16, 20, on(['fri', 'sat', 'sun'], ['dinner'])],
  'Sous Chef': [39, null, on(tueToSat, ['lunch', 'dinner'])],
  Sommelier: [35, 39, on(tueToSat, ['dinner'])],
  'Kitchen Porter': [20, 25, on(['wed', 'thu', 'fri', 'sat'], ['dinner'])],
  'Commis Chef': [35, null, on(tueToSat, ['lunch', 'dinner'])],
  'Head Waiter': [39, null, on(tueToSat, ['lunch', 'dinner'])],
  'Host for Sunday lunch': [6, null, on(['sun'], ['lunch'])],
  'Pastry Chef': [35, 39, on(tueToSat, ['breakfast', 'lunch'])],
  'Cocktail Bartender': [
    38,
    40,
    { ...on(['wed', 'thu', 'fri', 'sat'], ['dinner', 'late']), ...on(['sun'], ['dinner']) },
  ],
  'Bar Back': [15, 20, on(['thu', 'fri', 'sat'], ['dinner', 'late'])],
  'Bar Manager': [45, null, on(tueToSat, ['dinner', 'late'])],
  'Door Host': [24, null, on(['thu', 'fri', 'sat'], ['late'])],
  Barista: [35, 40, on(weekdays, ['breakfast', 'lunch'])],
  'Weekend Barista': [14, 16, on(weekend, ['breakfast', 'lunch'])],
  'Brunch Cook': [40, null, on(['wed', 'thu', 'fri', 'sat', 'sun'], ['breakfast', 'lunch'])],
  'Restaurant Manager': [45, 48, on(tueToSat, ['lunch', 'dinner'])],
  'Room Attendant': [38, 40, on(weekdays, ['breakfast', 'lunch'])],
  'Housekeeping Supervisor': [40, null, on(weekdays, ['breakfast', 'lunch'])],
  'Breakfast Server': [20, 25, on(weekdays, ['breakfast'])],
  'Event Waiter': [
    16,
    30,
    { ...on(['fri', 'sat'], ['dinner', 'late']), ...on(['sat'], ['lunch', 'dinner', 'late']) },
  ],
};

type DemoTips = Pick<DemoJob, 'tipModel' | 'tipsMin' | 'tipsMax' | 'tipsPer'>;

/** How a demo job's tips are shared, and the venue's typical tips (per shift unless said). */
const tipsOf = (
  tipModel: TipModel,
  tipsMin: number | null = null,
  tipsMax: number | null = null,
  tipsPer: TipUnit = 'shift',
): DemoTips => ({ tipModel, tipsMin, tipsMax, tipsPer });
const noTips = tipsOf('none');

const job = (
  venue: string,
  title: string,
  role: JobRole,
  employmentType: EmploymentType,
  pay: [number | null, number | null, PayPeriod],
  tips: DemoTips,
  description: string,
  requirements: string[] = [],
  status?: 'draft' | 'closed',
): DemoJob => {
  const [salary, salaryMax, payPeriod] = pay;
  const hours = demoHours[title];
  if (!hours) throw new Error(`no demo hours for ${title}`);
  const [hoursMin, hoursMax, shifts] = hours;
  return {
    venue,
    title,
    role,
    employmentType,
    salary,
    salaryMax,
    payPeriod,
    ...tips,
    hoursMin,
    hoursMax,
    shifts,
    description,
    requirements,
    ...(status ? { status } : {}),
  };
};

/** Every role and employment type appears at least once; one draft and one closed listing. */
export const demoJobs: DemoJob[] = [
  job(
    'lola',
    'Head Chef',
    'chef',
    'full_time',
    [42000, 48000, 'year'],
    noTips,
    'Lead a brigade of eight on a menu of tapas and paella cooked over wood.',
    ['Five years in a busy kitchen', 'Food hygiene certificate'],
  ),
  job(
    'lola',
    'Tapas Line Cook',
    'cook',
    'full_time',
    [13, 15, 'hour'],
    tipsOf('pooled', 15, 25),
    'Plancha and fryer station on a 120-cover service, fresh market produce every morning.',
    ['Knife skills'],
  ),
  job(
    'lola',
    'Server (weekends)',
    'server',
    'part_time',
    [11, null, 'hour'],
    tipsOf('pooled', 25, 40),
    'Friday to Sunday evenings on our terrace; tips shared across the team.',
  ),
  job(
    'marcel',
    'Sous Chef',
    'chef',
    'full_time',
    [2600, 2900, 'month'],
    noTips,
    'Run the pass with our head chef; seasonal bistro cooking, two services a day.',
    ['Three years as chef de partie'],
  ),
  job(
    'marcel',
    'Sommelier',
    'other',
    'full_time',
    [2400, 2700, 'month'],
    tipsOf('service_charge', 10, 20),
    'Build and pour a list of 200 natural wines; guide guests with warmth.',
    ['Wine qualification'],
  ),
  job(
    'marcel',
    'Kitchen Porter',
    'kitchen_porter',
    'part_time',
    [12, null, 'hour'],
    noTips,
    'Keep the kitchen and pot wash running during dinner service.',
  ),
  job(
    'amelie',
    'Commis Chef',
    'cook',
    'seasonal',
    [1900, null, 'month'],
    noTips,
    'Summer season on the terrace, learning Lyonnaise classics from the ground up.',
  ),
  job(
    'amelie',
    'Head Waiter',
    'server',
    'full_time',
    [2300, 2500, 'month'],
    tipsOf('service_charge', 20, 30),
    'Lead the floor of a 90-cover bouchon, train new starters.',
    ['Fluent French'],
  ),
  job(
    'amelie',
    'Host for Sunday lunch',
    'host',
    'temporary',
    [12.5, null, 'hour'],
    noTips,
    'Welcome guests and run the book for our Sunday lunch rush.',
  ),
  job(
    'amelie',
    'Pastry Chef',
    'chef',
    'full_time',
    [2200, 2400, 'month'],
    noTips,
    'Viennoiserie and plated desserts for a bouchon that bakes its own bread.',
    [],
    'draft',
  ),
  job(
    'jonah',
    'Cocktail Bartender',
    'bartender',
    'full_time',
    [14, 16, 'hour'],
    tipsOf('pooled', 30, 50),
    'House infusions, a seasonal list and a team that loves hospitality.',
    ['Two years behind a cocktail bar', 'Alcohol licence'],
  ),
  job(
    'jonah',
    'Bar Back',
    'bartender',
    'part_time',
    [12, null, 'hour'],
    tipsOf('pooled', 15, 25),
    'Keep the bar stocked and the glassware flowing on busy nights.',
  ),
  job(
    'jonah',
    'Bar Manager',
    'manager',
    'full_time',
    [38000, 42000, 'year'],
    tipsOf('pooled'),
    'Own the cocktail programme, stock and rota for a team of ten.',
    ['Management experience'],
  ),
  job(
    'jonah',
    'Door Host',
    'host',
    'seasonal',
    [12, null, 'hour'],
    noTips,
    'Christmas season: welcome guests and manage the queue.',
    [],
    'closed',
  ),
  job(
    'priya',
    'Barista',
    'barista',
    'full_time',
    [12, 13.5, 'hour'],
    tipsOf('kept', 1, 2, 'hour'),
    'Specialty coffee roasted on site; latte art appreciated, training given.',
  ),
  job(
    'priya',
    'Weekend Barista',
    'barista',
    'part_time',
    [12, null, 'hour'],
    tipsOf('kept', 1, 2, 'hour'),
    'Saturday and Sunday brunch shifts on a busy bar.',
  ),
  job(
    'priya',
    'Brunch Cook',
    'cook',
    'temporary',
    [480, 520, 'week'],
    noTips,
    'Six-week cover for our brunch kitchen: eggs, pancakes, sourdough.',
  ),
  job(
    'klaus',
    'Restaurant Manager',
    'manager',
    'full_time',
    [52000, 58000, 'year'],
    noTips,
    'Run the riverside restaurant and events for up to 60 guests.',
    ['Five years in hotel F&B'],
  ),
  job(
    'klaus',
    'Room Attendant',
    'housekeeping',
    'full_time',
    [2200, null, 'month'],
    noTips,
    'Keep 120 rooms and suites spotless for guests from all over the world.',
  ),
  job(
    'klaus',
    'Housekeeping Supervisor',
    'housekeeping',
    'full_time',
    [2600, null, 'month'],
    noTips,
    'Lead the morning housekeeping team and check every room.',
  ),
  job(
    'klaus',
    'Breakfast Server',
    'server',
    'part_time',
    [13, null, 'hour'],
    tipsOf('kept', 10, 15),
    'Early shifts serving the hotel breakfast buffet.',
  ),
  job(
    'klaus',
    'Event Waiter',
    'server',
    'temporary',
    [14, null, 'hour'],
    tipsOf('service_charge'),
    'Summer weddings and conferences by the river.',
  ),
];

export interface DemoApplicant {
  key: string;
  firstName: string;
  lastName: string;
  city: string;
  headline: string;
  roles: JobRole[];
  skills: string[];
  visibility: 'visible' | 'private';
}

export const demoApplicants: DemoApplicant[] = [
  {
    key: 'ana',
    firstName: 'Ana',
    lastName: 'García',
    city: 'Madrid',
    headline: 'Line cook, six years in busy tapas bars',
    roles: ['cook', 'chef'],
    skills: ['Plancha', 'Paella', 'Knife skills'],
    visibility: 'visible',
  },
  {
    key: 'tom',
    firstName: 'Tom',
    lastName: 'Okafor',
    city: 'London',
    headline: 'Cocktail bartender with a love for agave',
    roles: ['bartender'],
    skills: ['Mixology', 'Cash handling', 'Stock control'],
    visibility: 'visible',
  },
  {
    key: 'lea',
    firstName: 'Léa',
    lastName: 'Bernard',
    city: 'Lyon',
    headline: 'Head waiter who knows every regular by name',
    roles: ['server', 'host'],
    skills: ['Wine service', 'Training staff'],
    visibility: 'visible',
  },
  {
    key: 'sam',
    firstName: 'Sam',
    lastName: 'Walsh',
    city: 'Manchester',
    headline: 'Barista and latte art competitor',
    roles: ['barista'],
    skills: ['Espresso', 'Latte art', 'Customer service'],
    visibility: 'visible',
  },
  {
    key: 'jonas',
    firstName: 'Jonas',
    lastName: 'Weber',
    city: 'Berlin',
    headline: 'Hotel housekeeping lead',
    roles: ['housekeeping', 'manager'],
    skills: ['Team rota', 'Quality checks'],
    visibility: 'private',
  },
  {
    key: 'chloe',
    firstName: 'Chloé',
    lastName: 'Petit',
    city: 'Paris',
    headline: 'Sous chef in seasonal bistros',
    roles: ['chef'],
    skills: ['Sauces', 'Menu costing', 'Butchery'],
    visibility: 'visible',
  },
  {
    key: 'mateo',
    firstName: 'Mateo',
    lastName: 'López',
    city: 'Madrid',
    headline: 'Weekend server and student',
    roles: ['server'],
    skills: ['Terrace service', 'English', 'Spanish'],
    visibility: 'visible',
  },
];

/**
 * Applications: applicant, job title, the status it has reached (every status appears) and, for
 * some, how many days ago it was made (else one a day from 12 days ago). Mateo's application to
 * Casa Lola's Tapas Line Cook waited longer than the venue's 21 days: the seed's run of the
 * decision sweep closes it as not selected (no ghosting), as the hourly work would.
 */
export const demoApplications: [string, string, ApplicationStatus, number?][] = [
  ['ana', 'Tapas Line Cook', 'Pending'],
  ['ana', 'Head Chef', 'Reviewed'],
  ['tom', 'Cocktail Bartender', 'Shortlisted'],
  ['tom', 'Bar Manager', 'Pending'],
  ['lea', 'Head Waiter', 'Offered'],
  ['sam', 'Barista', 'Hired'],
  ['jonas', 'Housekeeping Supervisor', 'Rejected'],
  ['chloe', 'Sous Chef', 'Withdrawn'],
  ['chloe', 'Head Chef', 'Pending'],
  ['mateo', 'Server (weekends)', 'Reviewed'],
  ['mateo', 'Tapas Line Cook', 'Pending', 25],
];
