import { expect, it } from 'vitest';
import { startDemoProcess } from '../support/demo-process.ts';

it('places an order from the terminal through a pipe', async () => {
  const demo = startDemoProcess('bg');
  await demo.waitFor(/Пици/);
  await demo.press('Пици');
  await demo.waitFor(/Маргарита/);
  await demo.press('Маргарита');
  await demo.waitFor(/Фамилна/);
  await demo.press('Фамилна');
  await demo.waitFor(/● Фамилна/);
  await demo.press('Добави');
  const quantity = await demo.waitFor(/Колко броя/);
  expect(quantity).toContain('напишете число за количество');
  // There is no button 7: a typed number on the quantity screen is the quantity itself.
  demo.type('7');
  await demo.waitFor(/сега: 7/);
  await demo.press('Добави 7 бр.');
  await demo.waitFor(/В количката/);
  await demo.press('Поръчай');
  await demo.waitFor(/Доставка или/);
  await demo.press('Ще взема');
  await demo.waitFor(/Как се казвате/);
  demo.type('Иван Петров');
  const phone = await demo.waitFor(/телефон/);
  expect(phone).toMatch(/клавиатура: \[k1\] .+\n.+напишете kN/);
  demo.type('0888 123 456');
  await demo.waitFor(/Имейл/);
  await demo.press('Пропусни');
  await demo.waitFor(/Бележка/);
  await demo.press('Пропусни');
  await demo.waitFor(/Общо: 111,30\s€/);
  await demo.press('Потвърждавам');
  const placed = await demo.waitFor(/Поръчката е приета! Номер: \d+/);
  expect(placed).toMatch(/Сума: 111,30\s€/);
  demo.type('/quit');
  expect(await demo.exited).toBe(0);
}, 40_000);
