/**
 * The front end, the edge functions and the database share one set of bounds (src/shared/). The migration's
 * SQL cannot import TypeScript, so this checks it spells the same patterns, ids and numbers.
 */

import { readdir, readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CONTEXTS } from '../../src/shared/browserContexts.ts';
import { EMAIL_PATTERN, EMAIL_REGEX, FORBIDDEN_TEXT_REGEX } from '../../src/shared/textRules.ts';
import {
  EMPTY_HANDLE_PATTERN,
  FIRST_SEEN_MAX,
  FIRST_SEEN_MIN,
  LEAD_LIMITS,
  UTM_FIELDS,
} from '../../src/shared/lead.ts';
import {
  CHAIN_IDS,
  CRYPTO_CLIENT_LIMITS,
  CRYPTO_PRODUCT_IDS,
  EVM_HASH_PATTERN,
  SOLANA_SIGNATURE_PATTERN,
  TRANSACTION_EXPLORERS,
  TRANSACTION_LINK_PATTERN,
  TRANSACTION_URL_MAX,
  TRANSACTION_URL_PATTERN,
  TRANSACTION_URL_REGEX,
} from '../../src/shared/cryptoLimits.ts';

const MIGRATIONS = new URL('../../supabase/migrations/', import.meta.url);

describe('src/shared and the migration agree', () => {
  let sql = '';
  beforeAll(async () => {
    const files = (await readdir(MIGRATIONS)).filter((file) => file.endsWith('.sql')).sort();
    sql = (await Promise.all(files.map((file) => readFile(new URL(file, MIGRATIONS), 'utf8')))).join('\n');
  });

  /** One named constraint's latest text, up to the next column definition or the end of the table. */
  const constraintOf = (constraint: string) => {
    const start = sql.lastIndexOf(`constraint ${constraint}`);
    expect(start, constraint).toBeGreaterThan(-1);
    const end = /\n( {2}[a-z_]+ |\);)/g;
    end.lastIndex = start;
    return sql.slice(start, end.exec(sql)?.index);
  };

  it('uses the same email and transaction URL patterns', () => {
    expect(sql).toContain(`'${EMAIL_PATTERN.replaceAll("'", "''")}'`);
    expect(constraintOf('leads_email_format')).toContain(`<= ${LEAD_LIMITS.emailMax}`);
    expect(constraintOf('crypto_clients_email_format')).toContain(`<= ${CRYPTO_CLIENT_LIMITS.emailMax}`);
    expect(constraintOf('crypto_transactions_url_format')).toContain(`~* '${TRANSACTION_URL_PATTERN}'`);
    expect(constraintOf('crypto_transactions_url_format')).toContain(`<= ${TRANSACTION_URL_MAX}`);
  });

  it('reads a transaction link as transactionHashOf() does: the same patterns, length and explorers', () => {
    const start = sql.indexOf('create function private.transaction_hash_of');
    expect(start).toBeGreaterThan(-1);
    const body = sql.slice(start, sql.indexOf('$$;', start));
    expect(body).toContain(`char_length(url) > ${TRANSACTION_URL_MAX}`);
    expect(body).toContain(`regexp_match(url, '${TRANSACTION_LINK_PATTERN}')`);
    expect(body).toContain(`hash ~ '${SOLANA_SIGNATURE_PATTERN}'`);
    expect(body).toContain(`hash ~ '${EVM_HASH_PATTERN}'`);
    for (const [chain, explorers] of Object.entries(TRANSACTION_EXPLORERS)) {
      const hosts = explorers.flatMap((explorer) => explorer.hosts);
      expect(body).toContain(`when '${chain}' then host in (${hosts.map((host) => `'${host}'`).join(', ')})`);
    }
  });

  it('refuses the same empty-looking handles', () => {
    expect(constraintOf('leads_project_visible')).toContain(`project !~ '${EMPTY_HANDLE_PATTERN}'`);
  });

  it('bounds every lead column with the number in LEAD_LIMITS', () => {
    expect(constraintOf('leads_project_length')).toContain(`<= ${LEAD_LIMITS.projectMax}`);
    expect(constraintOf('leads_telegram_length')).toContain(`<= ${LEAD_LIMITS.telegramMax}`);
    expect(constraintOf('leads_page_path_length')).toContain(`<= ${LEAD_LIMITS.pagePathMax}`);
    expect(constraintOf('leads_referrer_length')).toContain(`<= ${LEAD_LIMITS.referrerMax}`);
    for (const field of UTM_FIELDS) expect(constraintOf(`leads_${field}_length`)).toContain(`<= ${LEAD_LIMITS.utmMax}`);
  });

  it('bounds the first and last touch columns with the same numbers', () => {
    const { pagePathMax, utmMax, referrerMax, twclidMax, tgStartParamMax } = LEAD_LIMITS;
    for (const prefix of ['', 'first_']) {
      expect(constraintOf(`leads_${prefix}landing_path_length`)).toContain(`<= ${pagePathMax}`);
      expect(constraintOf(`leads_${prefix}twclid_length`)).toContain(`<= ${twclidMax}`);
      expect(constraintOf(`leads_${prefix}tg_start_param_length`)).toContain(`<= ${tgStartParamMax}`);
    }
    expect(constraintOf('leads_first_referrer_length')).toContain(`<= ${referrerMax}`);
    for (const field of UTM_FIELDS) expect(constraintOf(`leads_first_${field}_length`)).toContain(`<= ${utmMax}`);
    expect(constraintOf('leads_first_seen_at_range')).toContain(`first_seen_at >= '${FIRST_SEEN_MIN}'`);
    expect(constraintOf('leads_first_seen_at_range')).toContain(`first_seen_at < '${FIRST_SEEN_MAX}'`);
  });

  it('bounds every crypto client column with the number in CRYPTO_CLIENT_LIMITS', () => {
    const {
      fullNameMin,
      fullNameMax,
      companyNameMax,
      vatTaxNumberMax,
      businessAddressMax,
      cityMax,
      countryMax,
      postcodeZipMax,
    } = CRYPTO_CLIENT_LIMITS;
    expect(constraintOf('crypto_clients_full_name_length')).toContain(
      `>= ${fullNameMin} and char_length(full_name) <= ${fullNameMax}`,
    );
    expect(constraintOf('crypto_clients_company_name_length')).toContain(`<= ${companyNameMax}`);
    expect(constraintOf('crypto_clients_vat_tax_number_length')).toContain(`<= ${vatTaxNumberMax}`);
    expect(constraintOf('crypto_clients_business_address_length')).toContain(`<= ${businessAddressMax}`);
    expect(constraintOf('crypto_clients_city_length')).toContain(`<= ${cityMax}`);
    expect(constraintOf('crypto_clients_country_length')).toContain(`<= ${countryMax}`);
    expect(constraintOf('crypto_clients_postcode_zip_length')).toContain(`<= ${postcodeZipMax}`);
  });

  it('allows exactly the product, chain and browser context ids of src/shared', () => {
    const listed = (constraint: string) =>
      [...constraintOf(constraint).matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
    expect(listed('crypto_clients_product_known').sort()).toEqual([...CRYPTO_PRODUCT_IDS].sort());
    expect(listed('crypto_transactions_chain_known').sort()).toEqual([...CHAIN_IDS].sort());
    expect(listed('leads_browser_context_known').sort()).toEqual([...BROWSER_CONTEXTS].sort());
    expect(listed('crypto_clients_browser_context_known').sort()).toEqual([...BROWSER_CONTEXTS].sort());
  });

  it('forbids the same characters in text', () => {
    const sqlClass = /plain_text_is_printable\s+check \(value !~ '\[([^\]]+)\]'\)/.exec(sql)?.[1];
    expect(sqlClass).toBeDefined();
    const jsClass = FORBIDDEN_TEXT_REGEX.source.slice(1, -1).replace('\\u0000', '\\u0001');
    expect(sqlClass).toBe(jsClass); // NUL aside: PostgreSQL text cannot hold it at all
  });

  it('reads the shared patterns as the database does', () => {
    expect(EMAIL_REGEX.test('first.last+tag@mail.example.co.uk')).toBe(true);
    expect(EMAIL_REGEX.test('a@b')).toBe(false);
    expect(TRANSACTION_URL_REGEX.test('HTTPS://solscan.io/tx/abc')).toBe(true);
    expect(TRANSACTION_URL_REGEX.test('https:///nohost')).toBe(false);
  });
});
