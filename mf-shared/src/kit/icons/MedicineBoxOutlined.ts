import definition from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import { icon } from './icon';

export const MedicineBoxOutlined = /* @__PURE__ */ icon(definition);
