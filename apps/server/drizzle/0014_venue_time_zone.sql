ALTER TABLE "user_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- Venues in a country with one clock get it (packages/shared/src/country-time-zones.ts);
-- venues in Spain, Portugal, the US, Canada and Australia choose theirs in Edit Profile.
UPDATE "user_profiles" SET "time_zone" = CASE "country"
  WHEN 'AT' THEN 'Europe/Vienna' WHEN 'BE' THEN 'Europe/Brussels' WHEN 'BG' THEN 'Europe/Sofia'
  WHEN 'CY' THEN 'Asia/Nicosia' WHEN 'CZ' THEN 'Europe/Prague' WHEN 'DE' THEN 'Europe/Berlin'
  WHEN 'DK' THEN 'Europe/Copenhagen' WHEN 'EE' THEN 'Europe/Tallinn' WHEN 'FI' THEN 'Europe/Helsinki'
  WHEN 'FR' THEN 'Europe/Paris' WHEN 'GR' THEN 'Europe/Athens' WHEN 'HR' THEN 'Europe/Zagreb'
  WHEN 'HU' THEN 'Europe/Budapest' WHEN 'IE' THEN 'Europe/Dublin' WHEN 'IT' THEN 'Europe/Rome'
  WHEN 'LT' THEN 'Europe/Vilnius' WHEN 'LU' THEN 'Europe/Luxembourg' WHEN 'LV' THEN 'Europe/Riga'
  WHEN 'MT' THEN 'Europe/Malta' WHEN 'NL' THEN 'Europe/Amsterdam' WHEN 'PL' THEN 'Europe/Warsaw'
  WHEN 'RO' THEN 'Europe/Bucharest' WHEN 'SE' THEN 'Europe/Stockholm' WHEN 'SI' THEN 'Europe/Ljubljana'
  WHEN 'SK' THEN 'Europe/Bratislava' WHEN 'IS' THEN 'Atlantic/Reykjavik' WHEN 'LI' THEN 'Europe/Vaduz'
  WHEN 'NO' THEN 'Europe/Oslo' WHEN 'CH' THEN 'Europe/Zurich' WHEN 'GB' THEN 'Europe/London'
  WHEN 'NZ' THEN 'Pacific/Auckland'
END
WHERE "time_zone" IS NULL AND "country" IN ('AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'RO', 'SE', 'SI', 'SK', 'IS', 'LI', 'NO', 'CH', 'GB', 'NZ');
