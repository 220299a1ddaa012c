import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerContacts } from '../../db/schema/index';

/**
 * Contacts of every customer and supplier, in one statement each: a business contact and an
 * accounts contact at the company's own domain (`c100123.example.com`), so correspondence can be
 * matched by address and by domain. Names are drawn from fixed lists by id: the same on every run.
 */
export async function seedContacts(db: Db): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(customerContacts);
  if ((existing?.n ?? 0) > 0) return;
  await db.execute(sql`
    insert into customer_contacts (customer_id, name, email, phone, title, is_primary)
    select c.id,
           case when c.name ~ '[一-龥]'
             then (array['王芳','刘伟','陈洁','杨帆','赵磊','黄婷','周强','吴敏','徐静','孙浩'])[1 + c.id % 10]
             else (array['Anna Lee','Rahul Mehta','Maria Santos','Tom Becker','Siti Rahma','Kenji Sato','Laura Rossi','Omar Haddad','Nguyen Van An','Priya Nair'])[1 + c.id % 10]
           end,
           'bd@' || lower(c.code) || '.example.com',
           '+' || co.dial_code || ' ' || lpad(((c.id * 7919) % 100000000)::text, 8, '0'),
           case when c.name ~ '[一-龥]' then '商务经理' else 'Business manager' end,
           true
      from customers c join countries co on co.id = c.country_id
    union all
    select c.id,
           case when c.name ~ '[一-龥]'
             then (array['李慧','张敏','王丽','何静','郭婷'])[1 + c.id % 5]
             else (array['Emma Clark','Arjun Rao','Lucia Gomez','Felix Wagner','Dewi Lestari'])[1 + c.id % 5]
           end,
           'finance@' || lower(c.code) || '.example.com',
           '',
           case when c.name ~ '[一-龥]' then '财务' else 'Accounts' end,
           false
      from customers c
  `);
  await db.execute(sql`
    insert into supplier_contacts (supplier_id, name, email, phone)
    select s.id, 'NOC ' || s.code, 'noc@' || lower(s.code) || '.example.net', '' from suppliers s
    union all
    select s.id, 'Billing ' || s.code, 'billing@' || lower(s.code) || '.example.net', '' from suppliers s
  `);
}
