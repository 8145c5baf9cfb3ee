console.log('potluck: building up');
