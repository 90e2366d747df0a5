import type pg from 'pg';

/** Hospitality titles with their role, as restaurants write them. */
const titles: [string, string][] = [
  ['Head Chef', 'chef'],
  ['Sous Chef', 'chef'],
  ['Chef de Partie', 'chef'],
  ['Pastry Chef', 'chef'],
  ['Commis Chef', 'chef'],
  ['Line Cook', 'cook'],
  ['Breakfast Cook', 'cook'],
  ['Grill Cook', 'cook'],
  ['Prep Cook', 'cook'],
  ['Kitchen Porter', 'kitchen_porter'],
  ['Dishwasher', 'kitchen_porter'],
  ['Waiter', 'server'],
  ['Waitress', 'server'],
  ['Server', 'server'],
  ['Head Waiter', 'server'],
  ['Food Runner', 'server'],
  ['Bartender', 'bartender'],
  ['Head Bartender', 'bartender'],
  ['Cocktail Bartender', 'bartender'],
  ['Bar Back', 'bartender'],
  ['Barista', 'barista'],
  ['Head Barista', 'barista'],
  ['Host', 'host'],
  ['Hostess', 'host'],
  ['Restaurant Manager', 'manager'],
  ['Assistant Manager', 'manager'],
  ['Bar Manager', 'manager'],
  ['General Manager', 'manager'],
  ['Housekeeper', 'housekeeping'],
  ['Room Attendant', 'housekeeping'],
  ['Sommelier', 'other'],
  ['Event Coordinator', 'other'],
];

export const benchCities = [
  'London',
  'Manchester',
  'Edinburgh',
  'Bristol',
  'Leeds',
  'Dublin',
  'Paris',
  'Lyon',
  'Marseille',
  'Bordeaux',
  'Madrid',
  'Barcelona',
  'Valencia',
  'Seville',
  'Berlin',
  'Munich',
  'Hamburg',
  'Cologne',
  'Amsterdam',
  'Lisbon',
];

const venueWords = ['Harbour', 'Olive', 'Copper', 'Saffron', 'Juniper', 'Oak', 'Anchor', 'Fig'];
const venueKinds = ['Kitchen', 'Bistro', 'Brasserie', 'Tavern', 'Café', 'Grill', 'Bar', 'Hotel'];
const duties = [
  'You will run your section during busy lunch and dinner services.',
  'Fresh seasonal produce from local farms, everything made in house.',
  'We serve brunch at weekends and a tasting menu on Friday nights.',
  'Cocktail programme built around house infusions and natural wine.',
  'You will train new starters and keep the pass calm under pressure.',
  'Open kitchen with a wood-fired oven and a charcoal grill.',
  'Rooftop terrace seating 120 guests through the summer season.',
  'Specialty coffee roasted nearby, latte art appreciated.',
  'Rooms and suites kept spotless for guests from all over the world.',
  'Private dining and events for up to 60 people.',
];
const requirements = [
  'Food hygiene certificate',
  'Two years of experience',
  'Weekend availability',
  'Right to work',
  'Alcohol licence',
  'Friendly and reliable',
  'Fluent English',
  'Knife skills',
];
const employmentTypes = ['full_time', 'part_time', 'seasonal', 'temporary'];
const payPeriods = ['hour', 'hour', 'hour', 'week', 'month', 'year'];

/** Shift patterns, as venues tick them (lunches, dinners, weekends, breakfasts, lates). */
const shiftPatterns = [
  { mon: ['lunch'], tue: ['lunch'], wed: ['lunch'], thu: ['lunch'], fri: ['lunch'] },
  { wed: ['dinner'], thu: ['dinner'], fri: ['dinner', 'late'], sat: ['dinner', 'late'] },
  { sat: ['breakfast', 'lunch'], sun: ['breakfast', 'lunch'] },
  { mon: ['breakfast'], tue: ['breakfast'], wed: ['breakfast'], thu: ['breakfast'] },
  { thu: ['late'], fri: ['late'], sat: ['late'] },
  { tue: ['lunch', 'dinner'], wed: ['lunch', 'dinner'], sat: ['dinner'], sun: ['lunch'] },
  {},
].map((pattern) => JSON.stringify(pattern));

const literal = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Fills the jobs table with `count` open jobs from `restaurants` venues, in five statements:
 * one INSERT … SELECT generate_series each for the restaurants, their venues and the jobs
 * (titles, cities, roles, pay and dates spread by modular arithmetic, so a run is reproducible).
 */
export async function generateOpenJobs(
  pool: pg.Pool,
  count: number,
  restaurants = 500,
): Promise<void> {
  await pool.query(`
    INSERT INTO users (name, email, user_type, first_name, last_name, profile_complete)
    SELECT 'Venue ' || g, 'bench-venue-' || g || '@brigade.test', 'restaurant', 'Venue', 'Owner ' || g, true
    FROM generate_series(1, ${restaurants}) g`);
  await pool.query(`
    INSERT INTO organisations (id, name, owner_id)
    SELECT id, name, id FROM users WHERE email LIKE 'bench-venue-%'`);
  // Each bench restaurant owns one venue that keeps its account's id (decision 024).
  await pool.query(`
    INSERT INTO venues (id, organisation_id, name, venue_type, city, currency)
    SELECT u.id, u.id,
      (${literal(venueWords)})[1 + n % ${venueWords.length}] || ' ' ||
        (${literal(venueKinds)})[1 + (n / ${venueWords.length}) % ${venueKinds.length}] || ' ' || n,
      'restaurant',
      (${literal(benchCities)})[1 + n % ${benchCities.length}],
      -- Most venues pay in pounds, some in euros: pay is sorted within one currency.
      CASE WHEN n % 10 < 7 THEN 'GBP' ELSE 'EUR' END
    FROM (SELECT id, substring(email from 'bench-venue-(\\d+)@')::int AS n FROM users
          WHERE email LIKE 'bench-venue-%') u`);
  await pool.query(`
    WITH venues AS (
      SELECT array_agg(u.id ORDER BY u.email) AS ids, array_agg(p.name ORDER BY u.email) AS names,
             array_agg(p.city ORDER BY u.email) AS cities,
             array_agg(p.currency ORDER BY u.email) AS currencies
      FROM users u JOIN venues p ON p.id = u.id WHERE u.email LIKE 'bench-venue-%'
    ), rows AS (
      SELECT g, 1 + (g * 7) % ${restaurants} AS v, 1 + (g * 13) % ${titles.length} AS t,
             (${literal(payPeriods)})[1 + (g * 5) % ${payPeriods.length}] AS period
      FROM generate_series(1, ${count}) g
    )
    INSERT INTO jobs (restaurant_id, title, description, location, city, postcode, role,
      employment_type, salary, salary_max, pay_period, currency, tip_model, tips_min, tips_max,
      hours_min, hours_max, requirements, status, venue_name, shifts, shifts_per_week,
      published_at, created_at)
    SELECT venues.ids[v], (${literal(titles.map(([title]) => title))})[t],
      'Join the team at ' || venues.names[v] || ' in ' || venues.cities[v] || '. ' ||
        (${literal(duties)})[1 + g % ${duties.length}] || ' ' ||
        (${literal(duties)})[1 + (g / 7) % ${duties.length}] || ' Staff meals, tips shared fairly.',
      (g % 200) || ' High Street', venues.cities[v], 'PC' || (g % 90 + 10),
      (${literal(titles.map(([, role]) => role))})[t],
      (${literal(employmentTypes)})[1 + (g / 3) % ${employmentTypes.length}],
      CASE period WHEN 'hour' THEN 11 + (g % 12) WHEN 'week' THEN 450 + (g % 400)
        WHEN 'month' THEN 1900 + (g % 1500) ELSE 24000 + (g % 30) * 1000 END,
      CASE WHEN g % 3 = 0 THEN NULL ELSE
        CASE period WHEN 'hour' THEN 13 + (g % 12) WHEN 'week' THEN 500 + (g % 400)
          WHEN 'month' THEN 2100 + (g % 1500) ELSE 27000 + (g % 30) * 1000 END END,
      period, venues.currencies[v],
      (ARRAY['none', 'pooled', 'kept', 'service_charge'])[1 + g % 4],
      CASE WHEN g % 4 = 0 THEN NULL ELSE 10 + (g % 5) * 5 END,
      CASE WHEN g % 8 IN (1, 2) THEN 30 + (g % 5) * 5 END,
      CASE WHEN g % 3 = 0 THEN 16 + g % 8 ELSE 30 + g % 10 END,
      CASE WHEN g % 5 = 0 THEN 40 END,
      ARRAY[(${literal(requirements)})[1 + g % ${requirements.length}],
            (${literal(requirements)})[1 + (g / 5) % ${requirements.length}]],
      'open', venues.names[v],
      ((${literal(shiftPatterns)})[1 + (g / 11) % ${shiftPatterns.length}])::jsonb,
      CASE WHEN g % 4 = 0 THEN 3 END,
      now() - make_interval(mins => (g * 37) % (60 * 24 * 60)),
      now() - make_interval(mins => (g * 37) % (60 * 24 * 60))
    FROM rows, venues
    -- Stored in the order they were posted, oldest first, as a real table fills.
    ORDER BY (g * 37) % (60 * 24 * 60) DESC, g`);
  // What autovacuum does to a table that has lived a while: statistics, and the visibility map
  // that lets an index-only scan skip the table (the best-fit search, decision 022).
  await pool.query('VACUUM ANALYZE jobs');
}
