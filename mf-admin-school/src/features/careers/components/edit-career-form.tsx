import { Alert, Button, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDate, useLateValidation, useToast } from '@school/shared/kit';
import { NEPALI_CAREER_FIELDS, type Career } from '@school/shared/contract';
import { nepaliInitialValues } from '@school/shared/admin';
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
  const update = useUpdateCareer(career._id);

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
      {update.error && <Alert type="error" showIcon title={update.error.message} className="admin-form-alert" />}
      <CareerFields mode="edit" />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Update Career
      </Button>
    </Form>
  );
}
