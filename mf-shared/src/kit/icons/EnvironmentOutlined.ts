import definition from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { icon } from './icon';

export const EnvironmentOutlined = /* @__PURE__ */ icon(definition);
