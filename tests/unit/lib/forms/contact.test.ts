import {describe, expect, it} from 'vitest';
import {contactSchema, createContactSchema} from '~/lib/forms/contact';
import {submit} from './helpers';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  reason: 'Delivery',
  message: 'Where is my parcel?',
};

describe('contact form', () => {
  it('accepts an enquiry', () => {
    expect(submit(contactSchema, valid)).toMatchObject({
      ok: true,
      value: valid,
    });
  });

  it('asks for every required field', () => {
    expect(submit(contactSchema, {}).errors).toEqual({
      name: ['Please enter your name.'],
      email: ['Please enter your email.'],
      reason: ['Please choose a reason for your enquiry.'],
      message: ['Please enter your message.'],
    });
  });

  it('takes the reasons the page offers', () => {
    const schema = createContactSchema(['Wholesale', 'Press']);
    expect(submit(schema, {...valid, reason: 'Press'}).ok).toBe(true);
    expect(submit(schema, valid).errors).toEqual({
      reason: ['Please choose a reason for your enquiry.'],
    });
  });

  it('accepts an optional order number', () => {
    expect(
      submit(contactSchema, {...valid, orderNumber: '#1001'}).value,
    ).toMatchObject({orderNumber: '#1001'});
    expect(
      submit(contactSchema, {...valid, orderNumber: 'not an order'}).errors,
    ).toEqual({
      orderNumber: ['Please enter a valid order number, for example #1001.'],
    });
  });

  it('limits the message to 2000 characters', () => {
    expect(
      submit(contactSchema, {...valid, message: 'x'.repeat(2000)}).ok,
    ).toBe(true);
    expect(
      submit(contactSchema, {...valid, message: 'x'.repeat(2001)}).errors,
    ).toEqual({
      message: ['Your message cannot be longer than 2000 characters.'],
    });
  });
});
