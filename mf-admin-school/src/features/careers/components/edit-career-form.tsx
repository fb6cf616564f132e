import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate, useLateValidation, useToast } from '@school/shared/kit';
import { NEPALI_CAREER_FIELDS, type Career } from '@school/shared/contract';
import { EditingBanner, itemKey, nepaliInitialValues, StaleSaveAlert, useEditTogether } from '@school/shared/admin';
import { useQueryClient } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { toCareerBody, type CareerValues } from '../api/career-body';
import { useUpdateCareer } from '../api/update-career';
import { CareerFields, parseApplyBefore } from './career-fields';

type EditValues = CareerValues & { applyBefore: string };

/** /admin/careers/{id}: success goes to /admin/careers with 'Career Edited Successfully'. */
export function EditCareerForm({ career }: { career: Career }) {
  const [form] = Form.useForm<EditValues>();
  const late = useLateValidation();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateCareer(career._id, career.updatedAt);
  const client = useQueryClient();
  // editing together (issue 32): who opened it first holds this form; a save on top of theirs is refused (409)
  const { presence, stale } = useEditTogether('careers', career._id, update.error);
  const reload = () => {
    update.reset();
    void client.invalidateQueries({ queryKey: itemKey(E.getCareer, career._id) });
  };
  // their version, once read again, is what the form starts from
  useEffect(() => form.resetFields(), [career.updatedAt, form]);

  const onFinish = (values: EditValues) => {
    late.markTried();
    update.mutate(toCareerBody(values, parseApplyBefore(values.applyBefore).format('YYYY-MM-DD')), {
      onSuccess: () => {
        form.resetFields();
        late.reset();
        update.reset();
        toast.success('Career Edited Successfully');
        navigate('/admin/careers');
      },
    });
  };

  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      {...late.formProps}
      aria-label="Edit Career"
      disabled={presence.held}
      initialValues={{
        title: career.title,
        careerCategory: career.careerCategory,
        noOfVacancy: career.noOfVacancy,
        employmentType: career.employmentType,
        location: career.location,
        offeredSalary: career.offeredSalary,
        applyBefore: formatDate(career.applyBefore),
        educationLevel: career.educationLevel,
        experienceRequired: career.experienceRequired,
        careerSpecs: career.careerSpecs,
        careerDesc: career.careerDesc,
        note: career.note ?? '',
        ...nepaliInitialValues(career, NEPALI_CAREER_FIELDS),
      }}
    >
      <EditingBanner presence={presence} />
      <StaleSaveAlert message={update.error?.message} stale={stale} onReload={reload} />
      <CareerFields mode="edit" />
      <Button type="primary" htmlType="submit" loading={update.isPending} disabled={presence.held}>
        Update Career
      </Button>
    </Form>
  );
}
