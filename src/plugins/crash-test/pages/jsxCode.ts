/** The code of the JSX code block test page (JsxCodeBlock.tsx). */
export const JSX_CODE = `# Проверка: код из JSX
php -v
echo "Привет" > /tmp/test.txt`;
