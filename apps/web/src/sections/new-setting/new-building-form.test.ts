import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { actResolver } from '../../shared/form/act-form';
import {
  emptyNewBuilding,
  newBuildingParamsOf,
  newBuildingMapping,
  type NewBuildingForm,
} from './new-building-form';

const filled: NewBuildingForm = {
  ...emptyNewBuilding('America/Toronto'),
  bname: 'Harbourfront Lofts',
  street: '10 Queens Quay W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5J 2R9',
  contactName: 'Dana Ortiz',
  contactPhone: '416-555-0142',
};

const resolve = (form: NewBuildingForm) =>
  actResolver(newBuildingMapping)(form, undefined, {} as ResolverOptions<NewBuildingForm>);

describe('the New building form', () => {
  it("joins the address parts and the contact as the act's parameters, never taking a separator from the user", () => {
    expect(
      newBuildingParamsOf({ ...filled, street: '10 Queens|Quay W', contactRole: 'Super#int' }),
    ).toMatchObject({
      baddr: '10 QueensQuay W|Toronto|ON|M5J 2R9|Canada',
      contacts: ['Dana Ortiz#Superint#416-555-0142#'],
      overdue_hours: 72,
    });
    expect(newBuildingParamsOf({ ...filled, contactName: '', contactPhone: '' }).contacts).toEqual([]);
  });

  it("validates with the act's schema and puts each issue on the field that shows it", async () => {
    expect((await resolve(filled)).errors).toEqual({});
    const errors = (
      await resolve({
        ...filled,
        city: '',
        timezone: 'Mars/Olympus_Mons',
        reminder_every_hours: '100',
        contactName: '',
      })
    ).errors;
    expect(Object.keys(errors).sort()).toEqual(['city', 'contactName', 'reminder_every_hours', 'timezone']);
  });
});
