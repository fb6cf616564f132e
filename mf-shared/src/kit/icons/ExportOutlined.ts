import definition from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { icon } from './icon';

export const ExportOutlined = /* @__PURE__ */ icon(definition);
